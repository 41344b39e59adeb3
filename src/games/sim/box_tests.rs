//! The box score a fan expects (issue 40), checked on seeded games of all three sims.

use super::checks::{play_out, whole_roster};
use super::{GoalieDecision, PlayerLines, SimPlay};
use crate::engine::{ByTeam, DecidedIn, Game, Outcome, Team};
use crate::games::crease::Crease;
use crate::games::fourth_street::rules::FourthStreet;
use crate::games::open_ice::OpenIce;
use crate::games::season::SeasonTotals;

fn finished<G: SimPlay>(seed: u64) -> G {
    let mut game = G::new(G::Options::default(), seed);
    play_out(&mut game);
    game
}

fn rows(lines: &PlayerLines, team: Team) -> (usize, usize) {
    let skaters = lines.skaters.iter().filter(|s| s.team == team).count();
    let goalies = lines.goalies.iter().filter(|g| g.team == team).count();
    (skaters, goalies)
}

/// Issue 40 (SE-5): the box score lists only who dressed, and a season counts a game played
/// only for them. Returns each team's (skaters, goalies) listed and on the roster.
fn only_the_dressed_are_listed<G: SimPlay>(seed: u64) -> ByTeam<((usize, usize), (usize, usize))> {
    let game = finished::<G>(seed);
    let lines = game.player_lines();
    let all = whole_roster(&game);
    let mut totals = SeasonTotals::default();
    let outcome: Outcome = game.outcome().unwrap();
    totals.add_game(ByTeam::new(0, 1), &outcome, &lines);
    for s in &all.skaters {
        let listed = lines
            .skaters
            .iter()
            .any(|l| l.team == s.team && l.name == s.name);
        let season = totals.skaters.iter().find(|r| r.name == s.name);
        assert_eq!(season.is_some_and(|r| r.games == 1), listed, "{}", s.name);
    }
    for s in &lines.skaters {
        assert!(all.skaters.contains(s));
    }
    for team in Team::BOTH {
        let (_, goalies) = rows(&lines, team);
        assert!(goalies <= 2, "a team dresses two goalies, not {goalies}");
        assert!(lines.goalie_of_record(team).is_some());
    }
    ByTeam::from_fn(|t| (rows(&lines, t), rows(&all, t)))
}

#[test]
fn a_scratched_player_has_no_row_and_no_game_played_se_5() {
    for seed in [1, 2] {
        for counts in [
            only_the_dressed_are_listed::<Crease>(seed),
            only_the_dressed_are_listed::<FourthStreet>(seed),
        ] {
            for team in Team::BOTH {
                let ((skaters, goalies), (roster_skaters, roster_goalies)) = counts[team];
                eprintln!("{skaters}+{goalies} of {roster_skaters}+{roster_goalies}");
                assert_eq!((skaters, goalies), (18, 2), "a game dresses 18 and 2");
                assert!(
                    roster_skaters + roster_goalies > 20,
                    "the league's teams carry extras"
                );
            }
        }
        // Open Ice dresses the whole chart (any skater may be drawn).
        let counts = only_the_dressed_are_listed::<OpenIce>(seed);
        for team in Team::BOTH {
            assert_eq!(counts[team].0, counts[team].1);
        }
    }
}

/// Issue 40: one W and one L (OTL past regulation) a finished game, on the goalies of record,
/// and no decision for anyone else.
fn decisions<G: SimPlay>(seed: u64) -> DecidedIn {
    let game = finished::<G>(seed);
    let outcome = game.outcome().unwrap();
    let lines = game.player_lines();
    let codes: Vec<&str> = lines
        .goalies
        .iter()
        .filter_map(|g| g.decision.map(GoalieDecision::code))
        .collect();
    let lost = match outcome.decided_in {
        DecidedIn::Regulation => "L",
        _ => "OTL",
    };
    let mut sorted = codes.clone();
    sorted.sort();
    let mut expected = vec!["W", lost];
    expected.sort();
    assert_eq!(sorted, expected, "seed {seed}");
    for team in Team::BOTH {
        let of_record = lines.goalie_of_record(team).unwrap();
        let code = of_record.decision.unwrap().code();
        assert_eq!(code == "W", outcome.winner == Some(team), "seed {seed}");
    }
    outcome.decided_in
}

#[test]
fn each_finished_game_has_one_win_and_one_loss_on_its_goalies_of_record() {
    let mut past_regulation = 0;
    for seed in 0..12 {
        for decided in [
            decisions::<OpenIce>(seed),
            decisions::<Crease>(seed),
            decisions::<FourthStreet>(seed),
        ] {
            past_regulation += usize::from(decided != DecidedIn::Regulation);
        }
    }
    assert!(past_regulation > 0, "an OTL among 36 games");
    let unfinished = OpenIce::new(Default::default(), 1);
    assert!(
        unfinished
            .player_lines()
            .goalies
            .iter()
            .all(|g| g.decision.is_none())
    );
}
