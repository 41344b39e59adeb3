//! Game records that stop where a person rarely gets to in a test: the start of overtime and the
//! start of a shootout. The browser tests open them as share links (tests/e2e/fixtures/); the
//! native test `fixtures_match_the_engine` regenerates them and fails, naming the command below,
//! if the engine or the deck has changed under them.
//!
//! Regenerate with: cargo run --bin fixtures_icih

use super::{Era, Icih, Level, Options, PeriodKind, Phase, Players};
use crate::engine::{Session, Team};

/// Where the fixture files live, relative to the repository root.
pub const OVERTIME_FILE: &str = "tests/e2e/fixtures/icih-overtime.txt";
pub const SHOOTOUT_FILE: &str = "tests/e2e/fixtures/icih-shootout.txt";

/// One Medium-vs-Medium game that went to a shootout, cut at two points.
#[derive(Debug, Clone, PartialEq)]
pub struct ShootoutGame {
    pub seed: u64,
    /// Encoded record of every action before the first decision of overtime.
    pub overtime: String,
    /// Encoded record of every action before the first shootout attempt.
    pub shootout: String,
}

/// The options the fixtures are saved with: a person at home against the Medium computer, so
/// "Continue from here" gives the person the home seat.
pub fn fixture_options() -> Options {
    Options {
        players: Players::VsComputer {
            computer: Team::Away,
            level: Level::Medium,
        },
        era: Era::Shootout,
    }
}

/// The first seed from `first_seed` on whose Medium-vs-Medium game reaches a shootout.
pub fn first_shootout_game(first_seed: u64) -> ShootoutGame {
    (first_seed..)
        .find_map(shootout_game)
        .expect("some game goes to a shootout")
}

/// The game from `seed`, if it reaches a shootout; played the way the realism lab plays it.
pub fn shootout_game(seed: u64) -> Option<ShootoutGame> {
    let mut session = Session::<Icih>::new(fixture_options(), seed);
    let mut overtime = None;
    let mut moves = 0u64;
    while let Some(seat) = session.state.phase().actor() {
        if overtime.is_none() && session.state.period_kind() == PeriodKind::ShortOvertime {
            overtime = Some(session.record.encode());
        }
        if matches!(session.state.phase(), Phase::Shootout { .. }) {
            return Some(ShootoutGame {
                seed,
                overtime: overtime.expect("overtime comes before the shootout"),
                shootout: session.record.encode(),
            });
        }
        let salt = seed ^ moves.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let action = session
            .state
            .computer_choice(seat, Level::Medium, salt)
            .expect("a seat to act can act");
        session
            .apply(action)
            .expect("the computer plays legal moves");
        moves += 1;
    }
    None
}
