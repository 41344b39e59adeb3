//! A coached team handed to the computer managers for a stretch of its games ("until day 30",
//! "until the playoffs", "until we meet the Bears", "to the end"), and where the season stops
//! for its coach again.

use super::{NextGame, SeasonRun};
use serde::{Deserialize, Serialize};

/// How long the computer coaches the coached teams' games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ComputerCoaches {
    /// Not at all: the season stops before each of their games.
    #[default]
    Never,
    /// Up to their first playoff game.
    NextPlayoffGame,
    /// Up to their first game on this season day (0 the first) or after.
    Day(u16),
    /// Up to their first game against this team (its index).
    Against(u8),
    /// Every game, playoffs too.
    SeasonEnd,
}

/// Why a season run stopped before a coached team's game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// Nobody handed the game to the computer.
    Coached,
    /// The choice's end came: its first playoff game, its day, or its opponent.
    PlayoffGame,
    Day(u16),
    Against(u8),
}

impl ComputerCoaches {
    pub fn is_never(&self) -> bool {
        *self == ComputerCoaches::Never
    }

    /// Whether the computer coaches `game` of a coached team; else where the season stops.
    pub fn stop_at(self, game: &NextGame, coached: &[u8]) -> Option<Stop> {
        let teams = [game.teams.home, game.teams.away];
        let mine = teams.iter().filter(|t| coached.contains(t));
        mine.clone().next()?;
        let opponent_is = |team: u8| mine.clone().any(|&c| teams.contains(&team) && c != team);
        match self {
            ComputerCoaches::Never => Some(Stop::Coached),
            ComputerCoaches::SeasonEnd => None,
            ComputerCoaches::NextPlayoffGame => game.playoff.then_some(Stop::PlayoffGame),
            ComputerCoaches::Day(day) => (game.day >= day).then_some(Stop::Day(day)),
            ComputerCoaches::Against(team) => opponent_is(team).then_some(Stop::Against(team)),
        }
    }
}

impl SeasonRun {
    /// Where the season stops before its next game, if it does: a coached team's game the
    /// computer does not coach under `until`, nor under `handed_over` (one game handed over by
    /// its place in the order played).
    pub fn stop_before(
        &self,
        coached: &[u8],
        until: ComputerCoaches,
        handed_over: Option<usize>,
    ) -> Option<Stop> {
        let game = self.next_game()?;
        if handed_over == Some(game.index) {
            return None;
        }
        until.stop_at(&game, coached)
    }
}

/// The line saying why a run stopped, with the teams' names.
pub fn stop_words(stop: Stop, name: impl Fn(u8) -> String, games_per_team: u16) -> String {
    match stop {
        Stop::Coached => "Stopped: the next game is your team's to coach.".to_string(),
        Stop::PlayoffGame => {
            "Stopped before your first playoff game: you coach it, as you asked.".to_string()
        }
        Stop::Day(day) if day >= games_per_team => {
            "Stopped at the playoffs: the day you chose is past the season's last.".to_string()
        }
        Stop::Day(day) => format!(
            "Stopped before day {}: you coach your team again from there, as you asked.",
            day + 1
        ),
        Stop::Against(team) => format!(
            "Stopped before your game against {}: you coach it, as you asked.",
            name(team)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::open_ice::{OpenIce, Options};
    use crate::games::season::SeasonPlan;

    /// Plays the season on with the computer coaching team `coached` under `until`; returns
    /// where it stopped and the run.
    fn run_until(
        plan: &SeasonPlan<Options>,
        coached: u8,
        until: ComputerCoaches,
    ) -> (Option<Stop>, SeasonRun) {
        let mut run = SeasonRun::new(plan.teams.len(), plan.games_per_team)
            .unwrap()
            .with_playoffs(plan.playoff_teams);
        loop {
            if let Some(stop) = run.stop_before(&[coached], until, None) {
                return (Some(stop), run);
            }
            if !run.play_next::<OpenIce>(plan) {
                return (None, run);
            }
        }
    }

    fn plays(game: &NextGame, team: u8) -> bool {
        game.teams.home == team || game.teams.away == team
    }

    /// Each choice stops exactly where it says: before the coached team's first game on day 5
    /// (its games before then played by the computer), before its first game against team 3,
    /// before its first playoff game, or never; with no choice, before its first game.
    #[test]
    fn the_computer_coaches_until_the_choice_says() {
        let mut plan = SeasonPlan::league(10, Options::default(), 5);
        plan.playoff_teams = 4;
        let coached = 2u8;
        let (stop, run) = run_until(&plan, coached, ComputerCoaches::Never);
        assert_eq!(stop, Some(Stop::Coached));
        assert!(plays(&run.next_game().unwrap(), coached) && run.next_game().unwrap().day == 0);

        let (stop, run) = run_until(&plan, coached, ComputerCoaches::Day(4));
        assert_eq!(stop, Some(Stop::Day(4)));
        let next = run.next_game().unwrap();
        assert!(plays(&next, coached) && next.day == 4, "{next:?}");
        let before = run
            .results
            .iter()
            .filter(|r| r.teams.home == coached || r.teams.away == coached);
        assert_eq!(before.count(), 4, "days 1 to 4 played by the computer");
        assert!(
            run.results.iter().all(|r| r.day <= 4),
            "no further than day 5"
        );

        // An opponent met late in the schedule (not every pair meets in a short season).
        let fixtures = &run.fixtures;
        let last = fixtures
            .iter()
            .rev()
            .find(|f| f.home == coached || f.away == coached);
        let other = last.map(|f| f.home + f.away - coached).unwrap();
        let first_meeting = fixtures
            .iter()
            .position(|f| {
                [f.home, f.away] == [coached, other] || [f.home, f.away] == [other, coached]
            })
            .unwrap();
        let (stop, run) = run_until(&plan, coached, ComputerCoaches::Against(other));
        assert_eq!(stop, Some(Stop::Against(other)));
        assert_eq!(
            run.results.len(),
            first_meeting,
            "stopped at the first meeting"
        );
        assert!(first_meeting > 0);

        let (stop, run) = run_until(&plan, coached, ComputerCoaches::NextPlayoffGame);
        let next = run.next_game();
        match stop {
            Some(Stop::PlayoffGame) => {
                let next = next.unwrap();
                assert!(next.playoff && plays(&next, coached));
                assert!(
                    run.playoff_results
                        .iter()
                        .all(|r| { r.teams.home != coached && r.teams.away != coached }),
                    "its first playoff game"
                );
            }
            None => assert!(
                run.playoffs.unwrap().champion().is_some(),
                "out of the playoffs"
            ),
            other => panic!("{other:?}"),
        }
        assert_eq!(
            run.results.len(),
            run.fixtures.len(),
            "the whole regular season played"
        );

        let (stop, run) = run_until(&plan, coached, ComputerCoaches::SeasonEnd);
        assert_eq!(stop, None);
        assert!(run.next_game().is_none() && run.playoffs.unwrap().champion().is_some());

        // Another team's game never stops, whatever the choice.
        let game = NextGame {
            index: 0,
            day: 9,
            teams: crate::engine::ByTeam::new(4, 5),
            playoff: true,
        };
        assert_eq!(ComputerCoaches::Never.stop_at(&game, &[2]), None);
    }

    /// The choice is kept in the file, and a file from before it opens with none.
    #[test]
    fn the_choice_round_trips_and_old_files_have_none() {
        use crate::games::season::SeasonFile;
        let plan = SeasonPlan::league(4, Options::default(), 3);
        let mut file = SeasonFile::new::<OpenIce>("T".into(), plan, vec![2]);
        file.computer_coaches = ComputerCoaches::Day(12);
        let text = file.to_json();
        let back = SeasonFile::from_json::<OpenIce>(&text).unwrap();
        assert_eq!(back.computer_coaches, ComputerCoaches::Day(12));
        file.computer_coaches = ComputerCoaches::Never;
        let old = file.to_json();
        assert!(!old.contains("computer_coaches"), "{old}");
        let back = SeasonFile::from_json::<OpenIce>(&old).unwrap();
        assert_eq!(back.computer_coaches, ComputerCoaches::Never);
    }
}
