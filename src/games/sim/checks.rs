//! Checks the sims' table tests share.

use super::{Moment, PlayerLines, RunTo};
use crate::engine::{ByTeam, Team};

/// What the moments and player lines of any finished game `seed` show: one game end, a goal
/// moment per goal, three periods at least, whistles, and skaters' goals adding up to the score.
pub fn finished_game(seed: u64, moments: &[Moment], score: ByTeam<u16>, lines: &PlayerLines) {
    let count = |moment: Moment| moments.iter().filter(|&&m| m == moment).count();
    assert_eq!(count(Moment::GameEnd), 1, "seed {seed}: one game end");
    assert_eq!(
        count(Moment::Goal),
        usize::from(score.home + score.away),
        "seed {seed}: a goal moment per goal"
    );
    assert!(
        count(Moment::PeriodEnd) >= 3,
        "seed {seed}: three periods at least"
    );
    let whistles = count(Moment::Whistle);
    assert!(
        whistles >= 10,
        "seed {seed}: whistles in a game ({whistles})"
    );
    assert!(RunTo::NextWhistle.reached(moments));
    for team in Team::BOTH {
        let scored = lines.goals(team);
        assert_eq!(scored, score[team], "seed {seed}: {team:?} goals by skater");
    }
}
