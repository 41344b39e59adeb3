//! Rules version 6: lines (docs/fourth-street-readings.md A24, A24a, A24b). Special-teams units
//! change at 2:00 like any line (L330-342, audit finding 14), and the book's three lines of five
//! rotate in order with the option "basic lines" (L210-260, finding 15).

use super::cards::{PlayResult, PuckAction};
use super::play::*;
use super::rink::{Area, Lane};
use super::rules::{FourthStreet, Group, LINES_VERSION, Penalty};
use super::tests::{every_action, every_cell, faces, put, rig, roll, standard_timer};
use crate::engine::{Game, Team};
use crate::games::sim::Units;

/// Twelve-second plays that only turn the puck over: ten of them are two minutes.
fn turnovers(g: &mut FourthStreet) {
    for t in Team::BOTH {
        every_action(g, t, PuckAction::Pd);
        every_cell(g, t, |c| &mut c.ps, PlayResult::Opponent(2));
    }
    put(g, Team::Home, 2, Area::Neutral(Lane::Middle));
}

/// Plays `n` of them, returning the teams that changed lines.
fn play(g: &mut FourthStreet, n: usize) -> Vec<Team> {
    let mut changed = Vec::new();
    for _ in 0..n {
        rig(g, vec![faces(0, 0, 6, 1, 3, 4)]);
        for e in roll(g) {
            if let Event::LineChange { team, .. } = e {
                changed.push(team);
            }
        }
    }
    changed
}

/// A game under `rules_version` at 20:00 with the visitors' RW in the box for a major (5:00),
/// each team's special-teams unit on.
fn major_game(rules_version: u16, set_up: impl FnOnce(&mut FourthStreet)) -> FourthStreet {
    let mut g = FourthStreet::with_rules_version(standard_timer(), 7, rules_version);
    set_up(&mut g);
    turnovers(&mut g);
    away_rw_major(&mut g);
    g.group[Team::Home] = Group::PowerPlay;
    g.group[Team::Away] = Group::PenaltyKill;
    for t in Team::BOTH {
        g.set_lineup_for_tests(t);
    }
    g
}

/// The visitors' RW goes to the box for a major (5:00).
fn away_rw_major(g: &mut FourthStreet) {
    let server = g.at(Team::Away, 3).unwrap();
    g.penalties.push(Penalty {
        team: Team::Away,
        player: server,
        slot: 3,
        kind: PenaltyKind::Major,
        left: 300,
        reduces: true,
    });
}

/// Every man of `players` free to play is on the ice.
fn all_on(g: &FourthStreet, team: Team, players: &[u8]) -> bool {
    players
        .iter()
        .filter(|&&p| !g.is_out(team, p))
        .all(|p| g.on_ice[team].contains(&Some(*p)))
}

/// The skaters on the ice of the line and pair the group names (the man in the box's
/// substitute aside).
fn from_the_lines(g: &FourthStreet, team: Team) -> usize {
    let Group::Lines { line, pair } = g.group[team] else {
        return 0;
    };
    let d = &g.sheet(team).deployment;
    let listed: Vec<u8> = d.lines[usize::from(line)]
        .iter()
        .chain(&d.pairs[usize::from(pair)])
        .map(|&i| i as u8)
        .collect();
    g.on_ice[team]
        .iter()
        .flatten()
        .filter(|p| listed.contains(p))
        .count()
}

#[test]
fn new_games_play_version_6() {
    // And every later version's changes (tests_round2.rs checks the version number).
    const { assert!(FourthStreet::RULES_VERSION >= LINES_VERSION) };
    assert!(FourthStreet::new(standard_timer(), 7).rules_version() >= LINES_VERSION);
}

/// L330-342: the units have been on two minutes and change like any line; the rotation's next
/// line and pair take over at the strength the major leaves (A24a).
#[test]
fn special_teams_units_change_at_two_minutes_on_a_major() {
    let mut g = major_game(LINES_VERSION, |_| {});
    let units = ByTeamUnits::of(&g);
    assert_eq!(play(&mut g, 9), vec![], "no change before 2:00");
    let changed = play(&mut g, 1);
    assert_eq!(g.clock.text(), "18:00");
    assert!(changed.contains(&Team::Home) && changed.contains(&Team::Away));
    assert!(matches!(g.group[Team::Home], Group::Lines { .. }));
    assert!(matches!(g.group[Team::Away], Group::Lines { .. }));
    assert_eq!(g.relieved[Team::Home], Some(Group::PowerPlay));
    assert_eq!(g.relieved[Team::Away], Some(Group::PenaltyKill));
    // Still five on four, the line and pair on.
    assert_eq!((g.skaters_on(Team::Home), g.skaters_on(Team::Away)), (5, 4));
    assert_eq!(from_the_lines(&g, Team::Home), 5);
    assert!(from_the_lines(&g, Team::Away) >= 3);
    assert!(
        !all_on(&g, Team::Home, &units.power_play) || !all_on(&g, Team::Away, &units.penalty_kill)
    );
}

/// After the relieving lines' two minutes the units come back, the penalty still on; when it
/// ends the rotation resumes.
#[test]
fn the_units_come_back_after_the_lines_relieving_them() {
    let mut g = major_game(LINES_VERSION, |_| {});
    let units = ByTeamUnits::of(&g);
    play(&mut g, 10);
    let relief = (g.group[Team::Home], g.group[Team::Away]);
    assert!(matches!(relief, (Group::Lines { .. }, Group::Lines { .. })));
    assert_eq!(play(&mut g, 9), vec![], "the relief plays its two minutes");
    assert_eq!((g.group[Team::Home], g.group[Team::Away]), relief);
    play(&mut g, 1);
    assert_eq!(g.clock.text(), "16:00");
    assert_eq!(g.group[Team::Home], Group::PowerPlay);
    assert_eq!(g.group[Team::Away], Group::PenaltyKill);
    assert_eq!(g.relieved[Team::Home], None);
    assert!(all_on(&g, Team::Home, &units.power_play));
    assert!(all_on(&g, Team::Away, &units.penalty_kill));
    // The major ends at 15:00: five on five, lines again.
    play(&mut g, 5);
    assert_eq!(g.clock.text(), "15:00");
    assert!(g.penalties.is_empty());
    assert!(matches!(g.group[Team::Home], Group::Lines { .. }));
    assert!(matches!(g.group[Team::Away], Group::Lines { .. }));
    assert_eq!((g.skaters_on(Team::Home), g.skaters_on(Team::Away)), (5, 5));
}

/// The units a coach names (L258-260, `Action::SpecialUnits`) are the ones that come back.
#[test]
fn a_coachs_own_units_come_back_after_the_relief() {
    let mut named = None;
    let mut g = major_game(LINES_VERSION, |g| {
        for team in Team::BOTH {
            let units = Units::from_the_tail(&g.lineup(team));
            g.apply(&Action::SpecialUnits { team, units }).unwrap();
        }
        named = Some(ByTeamUnits::of(g));
    });
    let named = named.unwrap();
    assert!(all_on(&g, Team::Away, &named.penalty_kill));
    play(&mut g, 10);
    assert!(!all_on(&g, Team::Away, &named.penalty_kill));
    play(&mut g, 10);
    assert_eq!(g.clock.text(), "16:00");
    assert!(all_on(&g, Team::Home, &named.power_play));
    assert!(all_on(&g, Team::Away, &named.penalty_kill));
}

/// A goal on the power play during the relief (a double minor cut to one minor) keeps the
/// lines on to the end of their shift (A24a).
#[test]
fn a_stoppage_during_the_relief_keeps_the_lines_on() {
    let mut g = major_game(LINES_VERSION, |_| {});
    g.penalties[0].kind = PenaltyKind::DoubleMinor;
    g.penalties[0].left = 240;
    play(&mut g, 10);
    let relief = g.group[Team::Away];
    assert!(matches!(relief, Group::Lines { .. }));
    // A second penalty on the visitors, served to the end, leaves them killing a penalty.
    let server = g.at(Team::Away, 1).unwrap();
    g.penalties.push(Penalty {
        team: Team::Away,
        player: server,
        slot: 1,
        kind: PenaltyKind::Minor,
        left: 12,
        reduces: true,
    });
    g.set_lineup_for_tests(Team::Away);
    assert_eq!(g.skaters_on(Team::Away), 3);
    // Its end twelve seconds on changes the strengths, not the group on the ice.
    play(&mut g, 1);
    assert_eq!(g.penalties.len(), 1);
    assert_eq!(g.group[Team::Away], relief);
    assert_eq!(g.relieved[Team::Away], Some(Group::PenaltyKill));
    assert_eq!(g.skaters_on(Team::Away), 4);
}

/// Records made before version 6 replay as played: the units stay until the penalty ends.
#[test]
fn before_version_6_the_units_stay_on_past_two_minutes() {
    for version in [4, 5] {
        let mut g = major_game(version, |_| {});
        let units = ByTeamUnits::of(&g);
        assert_eq!(play(&mut g, 20), vec![], "version {version}");
        assert_eq!(g.clock.text(), "16:00");
        assert_eq!(g.group[Team::Home], Group::PowerPlay);
        assert_eq!(g.group[Team::Away], Group::PenaltyKill);
        assert!(all_on(&g, Team::Home, &units.power_play));
        assert!(all_on(&g, Team::Away, &units.penalty_kill));
        assert_eq!(g.relieved, Default::default());
    }
}

/// The special-teams units on the ice at the start of a test: the power-play team's five and
/// the killers' four.
struct ByTeamUnits {
    power_play: Vec<u8>,
    penalty_kill: Vec<u8>,
}

impl ByTeamUnits {
    fn of(g: &FourthStreet) -> ByTeamUnits {
        ByTeamUnits {
            power_play: g.special_units(Team::Home).power_play.to_vec(),
            penalty_kill: g.special_units(Team::Away).penalty_kill.to_vec(),
        }
    }
}

// ----- the option "basic lines" (A24b, L210-260) -----

fn basic_lines() -> super::state::Options {
    super::state::Options {
        basic_lines: true,
        ..standard_timer()
    }
}

/// The line and pair named by `team`'s group, as the skaters on the ice should be.
fn unit_of(g: &FourthStreet, team: Team, k: usize) -> Vec<u8> {
    let d = &g.sheet(team).deployment;
    let mut v: Vec<u8> = d.lines[k]
        .iter()
        .chain(&d.pairs[k])
        .map(|&i| i as u8)
        .collect();
    v.sort_unstable();
    v
}

fn on_ice(g: &FourthStreet, team: Team) -> Vec<u8> {
    let mut v: Vec<u8> = g.on_ice[team].iter().flatten().copied().collect();
    v.sort_unstable();
    v
}

/// L210-260, L332-342: the three lines of five come on in order, two minutes each, the fourth
/// forward line sitting.
#[test]
fn basic_lines_rotate_three_units_of_five_in_order() {
    let mut g = FourthStreet::new(basic_lines(), 7);
    turnovers(&mut g);
    for team in Team::BOTH {
        assert_eq!(on_ice(&g, team), unit_of(&g, team, 0));
    }
    for change in 1..=7usize {
        let changed = play(&mut g, 10);
        assert_eq!(changed, vec![Team::Home, Team::Away], "change {change}");
        let k = change % 3;
        for team in Team::BOTH {
            assert_eq!(
                g.group[team],
                Group::Lines {
                    line: k as u8,
                    pair: k as u8
                },
                "change {change}"
            );
            assert_eq!(on_ice(&g, team), unit_of(&g, team, k), "change {change}");
        }
    }
}

/// Without the option the rotation is by ice-time share (A24): the fourth line plays, and a
/// line goes out with more than one pair.
#[test]
fn without_basic_lines_the_rotation_is_by_ice_time() {
    let mut g = FourthStreet::new(standard_timer(), 7);
    turnovers(&mut g);
    let mut groups = Vec::new();
    for _ in 0..12 {
        play(&mut g, 10);
        groups.push(g.group[Team::Home]);
    }
    assert!(
        groups
            .iter()
            .any(|g| matches!(g, Group::Lines { line: 3, .. }))
    );
    assert!(
        groups
            .iter()
            .any(|g| matches!(g, Group::Lines { line, pair } if line != pair))
    );
}

/// A24b with A24a: the unit relieving the power-play unit is the next of the three, and when
/// the penalty ends the one after it comes on.
#[test]
fn basic_lines_relieve_a_unit_with_the_next_unit_in_order() {
    let mut g = FourthStreet::new(basic_lines(), 7);
    turnovers(&mut g);
    play(&mut g, 10);
    assert_eq!(g.group[Team::Home], Group::Lines { line: 1, pair: 1 });
    away_rw_major(&mut g);
    g.group[Team::Home] = Group::PowerPlay;
    g.shift_start[Team::Home] = g.clock;
    g.set_lineup_for_tests(Team::Home);
    g.set_lineup_for_tests(Team::Away);
    play(&mut g, 10);
    assert_eq!(g.group[Team::Home], Group::Lines { line: 2, pair: 2 });
    assert_eq!(on_ice(&g, Team::Home), unit_of(&g, Team::Home, 2));
    play(&mut g, 10);
    assert_eq!(g.group[Team::Home], Group::PowerPlay);
    // The major ends a minute later: the next unit after the third is the first.
    play(&mut g, 5);
    assert!(g.penalties.is_empty());
    assert_eq!(g.group[Team::Home], Group::Lines { line: 0, pair: 0 });
}

/// Computer-managed games with basic lines replay to the same game from their records.
#[test]
fn basic_lines_games_replay() {
    let league = crate::games::sim::builtin_league();
    for seed in 1..=2u64 {
        let options = super::state::Options {
            basic_lines: true,
            ..super::lab::league_options(league, seed)
        };
        let mut session = crate::engine::Session::<FourthStreet>::new(options, seed);
        while session.state.outcome().is_none() {
            let action = Team::BOTH
                .into_iter()
                .find_map(|t| session.state.manager_choice(t))
                .unwrap_or(Action::Roll);
            session.apply(action).unwrap();
            for team in Team::BOTH {
                if let Group::Lines { line, pair } = session.state.group[team] {
                    assert!(line < 3 && line == pair, "seed {seed}: {line}, {pair}");
                }
            }
        }
        let replayed = session.through_a_link();
        assert!(replayed.state.options().basic_lines);
        assert_eq!(replayed.state.box_score, session.state.box_score);
        assert_eq!(replayed.state.toi, session.state.toi);
    }
}
