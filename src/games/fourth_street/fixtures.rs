//! A game record that stops where a person rarely gets to in a test: the start of the shootout,
//! the two teams tied after overtime. The browser tests open it as a share link
//! (tests/e2e/fixtures/fourth-street-shootout.txt) and continue it to pick the shooters; the
//! native test below replays it and plays its seed again, and fails, naming the command
//! below, if the engine has changed under it.
//!
//! Regenerate with: cargo run --release --bin fixtures_fourth_street

use super::play::{Action, Step};
use super::rules::FourthStreet;
use super::state::{Coach, Options, Overtime, TeamPick};
use crate::engine::{ByTeam, Game, Session, Team};

/// Where the fixture file lives, relative to the repository root.
pub const SHOOTOUT_FILE: &str = "tests/e2e/fixtures/fourth-street-shootout.txt";

/// The rules the fixture is played under: the first version, which every later version keeps
/// replaying unchanged, so retuning the current cards leaves the fixture (and the browser test
/// reading it) alone.
pub const FIXTURE_RULES_VERSION: u16 = 1;

/// The options the fixture is saved with: a person coaching Marrow Bay at home against the
/// computer manager, so "Continue from here" leaves the home shooters to the person.
pub fn fixture_options() -> Options {
    Options {
        teams: ByTeam::new(
            TeamPick::League("MBC".into()),
            TeamPick::League("GLF".into()),
        ),
        coaches: ByTeam::new(Coach::Person, Coach::Computer),
        overtime: Overtime::Shootout,
        // The standard timer, the default when the fixture was made (rules version 1).
        timer: super::clock::Timer::Standard,
        ..Options::default()
    }
}

/// The first seed from `first_seed` on whose game reaches a shootout, and its record.
pub fn first_shootout_game(first_seed: u64) -> (u64, String) {
    (first_seed..)
        .find_map(|seed| shootout_game(seed).map(|code| (seed, code)))
        .expect("some game goes to a shootout")
}

/// The encoded record of the game from `seed` up to its first shootout decision, if it gets
/// there; the computer manager decides for both teams, as in the realism lab.
pub fn shootout_game(seed: u64) -> Option<String> {
    let mut session =
        Session::<FourthStreet>::with_rules_version(fixture_options(), seed, FIXTURE_RULES_VERSION);
    while session.state.outcome().is_none() {
        if matches!(session.state.step, Step::ShootoutShooter { .. }) {
            return Some(session.record.encode());
        }
        let action = Team::BOTH
            .into_iter()
            .find_map(|t| session.state.manager_choice(t))
            .unwrap_or(Action::Roll);
        session
            .apply(action)
            .expect("the computer manager makes legal decisions");
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::GameRecord;

    #[test]
    fn shootout_fixture_matches_the_engine() {
        let stale = "the engine changed under the fixture: regenerate it with \
                     `cargo run --release --bin fixtures_fourth_street`";
        let code = include_str!("../../../tests/e2e/fixtures/fourth-street-shootout.txt").trim();
        let record = GameRecord::<FourthStreet>::decode(code).expect("the fixture decodes");
        assert_eq!(record.rules_version, FIXTURE_RULES_VERSION);
        assert_eq!(record.options, fixture_options());
        let session = Session::<FourthStreet>::replay(&record, None)
            .unwrap_or_else(|e| panic!("{SHOOTOUT_FILE} does not replay ({e:?}): {stale}"));
        let g = &session.state;
        assert!(g.outcome().is_none(), "{SHOOTOUT_FILE}: {stale}");
        assert!(
            g.in_shootout(),
            "{SHOOTOUT_FILE} stops in the shootout: {stale}"
        );
        assert!(
            matches!(g.step, Step::ShootoutShooter { .. }),
            "{SHOOTOUT_FILE} stops at a shooter's pick: {stale}"
        );
        let score = g.score();
        assert_eq!(score.home, score.away, "tied after overtime");
        assert_eq!(
            shootout_game(record.seed).as_deref(),
            Some(code),
            "{SHOOTOUT_FILE}: {stale}"
        );
    }
}
