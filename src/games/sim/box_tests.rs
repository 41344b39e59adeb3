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
        assert!(
            all.skaters
                .iter()
                .any(|a| a.team == s.team && a.name == s.name)
        );
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

/// Issue 40: the scoring summary lists exactly the box score's goals, period by period, with
/// each scorer's goals and assists as his line has them; its PP goals are the x of the
/// power plays' x-for-y, each after a penalty to the other side; the penalty summary adds up
/// to the box score's penalties and minutes. Returns the goals and penalties seen.
fn summaries_match_the_box<G: SimPlay>(seed: u64) -> (usize, usize, usize) {
    let game = finished::<G>(seed);
    let plays = game.scoring_summary();
    let calls = game.penalty_summary();
    let lines = game.player_lines();
    let box_score = game.box_score();
    let totals = box_score.totals();
    assert_eq!(
        plays.len(),
        usize::from(totals.home.goals + totals.away.goals)
    );
    for (p, period) in box_score.periods.iter().enumerate() {
        for team in Team::BOTH {
            let in_period = plays
                .iter()
                .filter(|g| usize::from(g.period) == p + 1 && g.team == team);
            assert_eq!(
                in_period.count(),
                usize::from(period[team].goals),
                "seed {seed}"
            );
        }
    }
    for s in &lines.skaters {
        let mine = |name: &str| name == s.name;
        let team = plays.iter().filter(|g| g.team == s.team);
        let goals = team.clone().filter(|g| mine(&g.scorer)).count();
        let assists = team.flat_map(|g| &g.assists).filter(|a| mine(a)).count();
        assert_eq!(
            (goals, assists),
            (usize::from(s.goals), usize::from(s.assists)),
            "{}",
            s.name
        );
    }
    for (i, g) in plays.iter().enumerate() {
        let before = plays[..=i]
            .iter()
            .filter(|o| o.team == g.team && o.scorer == g.scorer);
        assert_eq!(usize::from(g.scorer_goals), before.count());
        assert!(!g.assists.contains(&g.scorer) && g.assists.len() <= 2);
        assert_eq!(g.time.is_some(), game.keeps_clock());
        if g.tags.contains(&"PP") {
            assert!(!g.tags.contains(&"SH"));
            let called = calls.iter().any(|c| {
                c.team == g.team.other()
                    && (c.period, c.time.as_ref().map(|t| minutes_of(t)))
                        <= (g.period, g.time.as_ref().map(|t| minutes_of(t)))
            });
            assert!(
                called,
                "seed {seed}: a PP goal with the other side's man in the box"
            );
        }
    }
    for team in Team::BOTH {
        let pp = plays
            .iter()
            .filter(|g| g.team == team && g.tags.contains(&"PP"));
        assert_eq!(
            pp.count(),
            usize::from(totals[team].power_play_goals),
            "seed {seed}"
        );
        let mine: Vec<_> = calls.iter().filter(|c| c.team == team).collect();
        assert_eq!(
            mine.len(),
            usize::from(totals[team].penalties),
            "seed {seed}"
        );
        let minutes: u16 = mine.iter().map(|c| c.minutes).sum();
        assert_eq!(minutes, totals[team].penalty_minutes, "seed {seed}");
        assert!(
            mine.iter()
                .all(|c| c.infraction.is_some() && c.player != "?")
        );
    }
    let pp = plays.iter().filter(|g| g.tags.contains(&"PP")).count();
    (plays.len(), pp, calls.len())
}

/// "12:05" as seconds, to order times within a period.
fn minutes_of(time: &str) -> u32 {
    let (m, s) = time.split_once(':').unwrap();
    m.parse::<u32>().unwrap() * 60 + s.parse::<u32>().unwrap()
}

#[test]
fn the_scoring_and_penalty_summaries_match_the_box_score() {
    let mut seen = [(0, 0, 0); 3];
    for seed in 0..8 {
        let games = [
            summaries_match_the_box::<OpenIce>(seed),
            summaries_match_the_box::<Crease>(seed),
            summaries_match_the_box::<FourthStreet>(seed),
        ];
        for (sum, g) in seen.iter_mut().zip(games) {
            *sum = (sum.0 + g.0, sum.1 + g.1, sum.2 + g.2);
        }
    }
    eprintln!("goals, PP goals, penalties by sim: {seen:?}");
    for (goals, pp, penalties) in seen {
        assert!(goals > 20 && pp > 0 && penalties > 10, "{seen:?}");
    }
}

/// Issue 40: who was on the ice at each goal (the scorer among them, the power play a man
/// up), plus/minus where the sim knows it and ice time where it keeps it; Open Ice has
/// neither column.
fn on_ice_columns<G: SimPlay>(seed: u64, kept: bool) {
    let game = finished::<G>(seed);
    let lines = game.player_lines();
    for s in &lines.skaters {
        assert_eq!(s.plus_minus.is_some(), kept, "{}", s.name);
        assert_eq!(s.toi.is_some(), kept, "{}", s.name);
    }
    if !kept {
        return;
    }
    for g in &game.notes().goals {
        let on = g.on_ice.as_ref().unwrap();
        assert!(
            on[g.team].contains(&g.scorer),
            "seed {seed}: the scorer was on"
        );
        if g.power_play && !g.empty_net {
            assert!(
                on[g.team].len() > on[g.team.other()].len(),
                "seed {seed}: {on:?}"
            );
        }
    }
    for team in Team::BOTH {
        let mine = lines.skaters.iter().filter(|s| s.team == team);
        let toi: u32 = mine.clone().filter_map(|s| s.toi).sum();
        assert!(
            (4 * 3600..=6 * 4800).contains(&toi),
            "seed {seed}: {toi} seconds"
        );
        let idle: Vec<_> = mine.clone().filter(|s| s.toi == Some(0)).collect();
        // A dressed fourth-liner may now and then get no shift.
        assert!(idle.len() <= 1, "seed {seed}: the dressed play: {idle:?}");
        let pm: i16 = mine.filter_map(|s| s.plus_minus).sum();
        let mut expected = 0i16;
        for g in game.notes().goals.iter().filter(|g| !g.power_play) {
            let n = g.on_ice.as_ref().unwrap()[team].len() as i16;
            expected += if g.team == team { n } else { -n };
        }
        assert_eq!(pm, expected, "seed {seed}");
    }
}

#[test]
fn plus_minus_and_ice_time_where_the_sim_keeps_them() {
    for seed in 0..6 {
        on_ice_columns::<Crease>(seed, true);
        on_ice_columns::<FourthStreet>(seed, true);
        on_ice_columns::<OpenIce>(seed, false);
    }
}

/// Issue 40: a game decided in a shootout lists each attempt as the newspaper does (round,
/// team, shooter, goalie faced, goal or not), the winner with the more goals; a game without
/// one lists none. Returns the seed of the first shootout.
fn shootout_attempts_are_listed<G: SimPlay>() -> u64 {
    for seed in 1..400 {
        let game = finished::<G>(seed);
        let outcome = game.outcome().unwrap();
        let attempts = game.shootout_summary();
        if outcome.decided_in != DecidedIn::Shootout {
            assert!(attempts.is_empty(), "seed {seed}: no shootout, no attempts");
            continue;
        }
        let lines = game.player_lines();
        let all = whole_roster(&game);
        assert!(attempts.len() >= 2, "seed {seed}: {attempts:?}");
        let mut rounds = ByTeam::new(0, 0);
        for a in &attempts {
            rounds[a.team] += 1;
            assert_eq!(a.round, rounds[a.team], "seed {seed}: rounds count up");
            assert!(
                all.skaters
                    .iter()
                    .any(|s| s.team == a.team && s.name == a.shooter),
                "seed {seed}: {} shoots for his team",
                a.shooter
            );
            assert!(
                lines
                    .goalies
                    .iter()
                    .any(|g| g.team == a.team.other() && g.name == a.goalie),
                "seed {seed}: {} is in the other net",
                a.goalie
            );
        }
        assert!(rounds.home.abs_diff(rounds.away) <= 1, "seed {seed}");
        let goals = ByTeam::from_fn(|t| attempts.iter().filter(|a| a.team == t && a.goal).count());
        let winner = outcome.winner.expect("a shootout has a winner");
        assert!(
            goals[winner] > goals[winner.other()],
            "seed {seed}: {attempts:?}"
        );
        return seed;
    }
    panic!("no shootout in 400 games");
}

#[test]
fn a_shootouts_attempts_are_listed_round_by_round() {
    eprintln!(
        "first shootouts: Open Ice {}, Crease {}, 4th Street {}",
        shootout_attempts_are_listed::<OpenIce>(),
        shootout_attempts_are_listed::<Crease>(),
        shootout_attempts_are_listed::<FourthStreet>()
    );
}

/// The browser test's Open Ice game decided in a shootout, played by the computer managers
/// (tests/e2e/fixtures/open-ice-shootout.txt): it replays to a shootout with its attempts in
/// the box score. `FIXTURE_WRITE=1` rewrites it.
#[test]
fn the_open_ice_shootout_fixture_replays_to_its_shootout() {
    use crate::engine::{GameRecord, Session};
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/e2e/fixtures/open-ice-shootout.txt"
    );
    if std::env::var("FIXTURE_WRITE").is_ok_and(|v| v == "1") {
        let shootout = (1..400).find_map(|seed| {
            let mut session = Session::<OpenIce>::new(Default::default(), seed);
            while session.state.outcome().is_none() {
                let state = &session.state;
                let choice = Team::BOTH.into_iter().find_map(|t| state.manager_choice(t));
                session
                    .apply(choice.unwrap_or_else(OpenIce::step_action))
                    .unwrap();
            }
            let decided = session.state.outcome().unwrap().decided_in;
            (decided == DecidedIn::Shootout).then_some(session)
        });
        let session = shootout.expect("a shootout in 400 games");
        std::fs::write(path, session.record.encode() + "\n").expect("fixture written");
    }
    let text = std::fs::read_to_string(path).expect("the fixture is committed");
    let record = GameRecord::<OpenIce>::decode(text.trim()).unwrap();
    let game = Session::replay(&record, None).unwrap().state;
    assert_eq!(game.outcome().unwrap().decided_in, DecidedIn::Shootout);
    assert!(game.shootout_summary().len() >= 2);
}

/// A season offers kept line-ups and a goalie rotation only where a coach makes up lines.
#[test]
fn a_sim_says_whether_its_coach_makes_up_lines() {
    fn agrees<G: SimPlay>() -> bool {
        let game = G::new(G::Options::default(), 1);
        assert_eq!(G::has_team_sheet(), game.team_sheet(Team::Home).is_some());
        G::has_team_sheet()
    }
    assert_eq!(
        [
            agrees::<OpenIce>(),
            agrees::<Crease>(),
            agrees::<FourthStreet>()
        ],
        [false, true, true]
    );
}
