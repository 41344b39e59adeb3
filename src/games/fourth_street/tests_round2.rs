//! Rules version 7 and the second audit (shared/audits/round2/fourth-street.md, issue 37): the
//! coach's bench (FS-1 to FS-3), each played with fixed dice through the engine against
//! version 6, and the conformance rows whose tests did not test them (ALL-1).

use super::cards::{PlayResult, PuckAction, Recipient};
use super::goalie::{Colour, GoalieSymbol};
use super::play::*;
use super::rink::{Area, Lane, Level, Move};
use super::rules::{BENCH_VERSION, FourthStreet, Group, LINES_ACROSS_VERSION, LINES_VERSION};
use super::state::Options;
use super::tests::{
    card_mut, every_action, every_cell, faces, goalie_mut, put, rig, roll, standard_timer,
};
use super::tests_examples::{shot_on, white};
use crate::engine::dice::TrayDie;
use crate::engine::{Game, Team};
use crate::games::sim::Units;
use crate::league::Position;

fn in_version(rules_version: u16) -> FourthStreet {
    FourthStreet::with_rules_version(standard_timer(), 7, rules_version)
}

/// Both teams' plays only turn the puck over to their own C (no gain, no shot).
fn quiet(g: &mut FourthStreet) {
    for t in Team::BOTH {
        every_action(g, t, PuckAction::Pd);
        every_cell(g, t, |c| &mut c.ps, PlayResult::Opponent(2));
    }
}

/// One roll whose d6p names nobody: on a quiet game the clock runs and nobody scores.
fn roll_quietly(g: &mut FourthStreet) -> Vec<Event> {
    rig(g, vec![faces(0, 0, 6, 1, 3, 4)]);
    roll(g)
}

/// Quiet rolls until `done`, at most `cap` of them.
fn play_quietly(g: &mut FourthStreet, cap: usize, done: impl Fn(&FourthStreet) -> bool) {
    quiet(g);
    for _ in 0..cap {
        if done(g) {
            return;
        }
        roll_quietly(g);
    }
    panic!("not done in {cap} rolls: {:?}", g.step);
}

/// Issue 40 (TB-2): a team listing two of its wingers as centres dresses four lines from
/// version 8, a centre on each fourth-line wing (at R18's ratings there); three before.
#[test]
fn forwards_dress_across_positions_from_version_8() {
    use super::rules::TeamSheet;
    let league = crate::games::sim::builtin_league();
    let team = crate::league::lines::with_wingers_listed_as_centres(&league.teams[0]);
    let before = TeamSheet::of_version(&team, BENCH_VERSION);
    assert_eq!(before.deployment.lines.len(), 3);
    let sheet = TeamSheet::of_version(&team, LINES_ACROSS_VERSION);
    assert_eq!(sheet.deployment.lines.len(), 4);
    let fourth = sheet.deployment.lines[3];
    let positions = fourth.map(|i| sheet.skaters[i].position);
    assert_eq!(
        positions,
        [Position::Centre; 3],
        "a centre at each fourth-line place"
    );
    let mut dressed: Vec<usize> = sheet.deployment.lines.iter().flatten().copied().collect();
    dressed.sort_unstable();
    dressed.dedup();
    assert_eq!(dressed.len(), 12, "twelve forwards, each once");
}

#[test]
fn new_games_play_version_8() {
    assert_eq!(FourthStreet::RULES_VERSION, LINES_ACROSS_VERSION);
    assert_eq!(game_now().rules_version(), LINES_ACROSS_VERSION);
}

fn game_now() -> FourthStreet {
    FourthStreet::new(standard_timer(), 7)
}

/// The away goalie in net takes a ✚ on a blue shot (d20 1 + Inj: only shaken).
fn cross_on_the_goalie(g: &mut FourthStreet) {
    goalie_mut(g, Team::Away).grid[4][5] = white(GoalieSymbol::Injury);
    shot_on(g, Colour::Blue, 4, 5);
    assert!(matches!(g.step, Step::Injury { hurt, .. } if hurt.goalie));
    rig(g, vec![vec![(TrayDie::D20, 1)]]);
    roll(g);
}

/// FS-1 (R150, A74; L1554, L2414-2418): a goalie hurt on ✚ leaves "for the rest of the game":
/// when his backup is hurt too he does not come back, the shootout does not offer him, and the
/// table lists him as hurt. Version 6 never recorded him.
#[test]
fn a_goalie_hurt_on_a_cross_stays_out_through_the_shootout() {
    let run = |rules_version: u16| {
        let g = &mut in_version(rules_version);
        let team = Team::Away;
        let goalies = g.sheet(team).goalies.len() as u8;
        assert!(goalies >= 2, "a backup on the sheet");
        let starter = g.in_net[team];
        cross_on_the_goalie(g);
        let backup = g.in_net[team];
        assert_ne!(backup, starter, "the backup comes in");
        cross_on_the_goalie(g);
        let after_second = g.in_net[team];
        // Regulation and overtime go by with nothing but turnovers, 0-0: the shootout.
        play_quietly(g, 1500, |g| matches!(g.step, Step::ShootoutShooter { .. }));
        assert!(g.in_shootout());
        let hurt_names: Vec<String> = g.hurt(team).into_iter().map(|(n, _)| n).collect();
        (
            starter,
            backup,
            after_second,
            g.shootout_goalies(team),
            hurt_names,
            g.clone(),
        )
    };
    let (starter, backup, after_second, offered, hurt, mut g) = run(BENCH_VERSION);
    let starter_name = g.sheet(Team::Away).goalies[usize::from(starter)]
        .name
        .clone();
    assert_ne!(after_second, starter, "the hurt starter does not come back");
    assert!(!offered.contains(&starter), "{offered:?}");
    assert!(
        offered.contains(&after_second),
        "whoever is in net may face it"
    );
    assert!(hurt.contains(&starter_name), "{hurt:?}");
    assert_eq!(
        g.apply(&Action::ShootoutGoalie {
            team: Team::Away,
            goalie: starter,
        }),
        Err(RuleError::BadShootoutGoalie)
    );
    if g.sheet(Team::Away).goalies.len() == 2 {
        assert_eq!(
            after_second, backup,
            "with no third goalie the backup stays in"
        );
    }
    let (starter, _, after_second, offered, hurt, _) = run(LINES_VERSION);
    if starter <= 1 {
        assert_eq!(after_second, starter, "version 6: the starter came back");
    }
    assert!(offered.contains(&starter), "version 6 offered him");
    assert!(!hurt.contains(&starter_name), "nor listed him");
}

/// FS-2 (L1972-1974): a forward the coach puts at LD whose ▼➃ names his own slot passes to
/// Ⓓ, as a defenceman's card prints it; version 6 made it a loose puck.
#[test]
fn a_forward_a_coach_puts_on_defence_never_passes_to_himself() {
    let pass = |rules_version: u16| {
        let mut g = in_version(rules_version);
        let mut lineup = g.lineup(Team::Home);
        let (forward, ld) = (lineup.forwards[0][0], lineup.pairs[0][0]);
        lineup.forwards[0][0] = ld;
        lineup.pairs[0][0] = forward;
        g.apply(&Action::SetLineup {
            team: Team::Home,
            lineup,
        })
        .unwrap();
        assert_eq!(g.at(Team::Home, 4), Some(forward), "he plays LD");
        let card = &g.sheet(Team::Home).skaters[usize::from(forward)];
        assert!(card.position.is_forward());
        assert_eq!(
            card.ps.read(5),
            PlayResult::Move {
                movement: Move::BackToPoint,
                to: Some(Recipient::Mate(4)),
            },
            "a forward's card keeps ▼➃"
        );
        roll(&mut g); // the opening face-off
        super::tests_audit::ld_passes_unopposed(&mut g);
        g
    };
    let g = pass(BENCH_VERSION);
    let fourth = g.recipients(Team::Home, 4)[3];
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(fourth)));
    assert_eq!(g.area, Area::Offensive(Lane::Middle, Level::Three));
    let g = pass(LINES_VERSION);
    assert_eq!(g.carrier, None, "version 6: a loose puck");
}

/// FS-3 (L333-356): a coach's units play in the places he gave them. The home power play has a
/// defenceman at LW and a winger at LD; the visitors' penalty kill a forward at LD and a
/// defenceman in an F place. A holding call on the visitors' C sends both units out.
#[test]
fn special_teams_units_seat_each_man_where_the_coach_put_him() {
    let run = |rules_version: u16| {
        let mut g = in_version(rules_version);
        let home = g.lineup(Team::Home);
        let last = *home.forwards.last().unwrap();
        let pair = *home.pairs.last().unwrap();
        // D at LW, C, RW, the LW at LD, D.
        let pp = Units {
            power_play: [pair[0], last[1], last[2], last[0], pair[1]],
            penalty_kill: Units::from_the_tail(&home).penalty_kill,
        };
        let away = g.lineup(Team::Away);
        let third = away.forwards[2];
        let second = away.pairs[1];
        // F, F (a defenceman), LD (a forward), RD.
        let pk = Units {
            power_play: Units::from_the_tail(&away).power_play,
            penalty_kill: [third[0], second[0], third[2], second[1]],
        };
        for (team, units) in [(Team::Home, &pp), (Team::Away, &pk)] {
            g.apply(&Action::SpecialUnits {
                team,
                units: units.clone(),
            })
            .unwrap();
        }
        let shown = (
            g.special_units(Team::Home).power_play,
            g.special_units(Team::Away).penalty_kill,
        );
        // The home C passes; d6p 2 names the visitors' C, d20 1 reads the passer's ☢.
        every_action(&mut g, Team::Home, PuckAction::Pd);
        every_cell(&mut g, Team::Home, |c| &mut c.ps, PlayResult::Penalty);
        put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
        let c = g.at(Team::Away, 2).unwrap();
        // "35" is holding, on the defence (L1686-1688).
        rig(
            &mut g,
            vec![
                faces(0, 0, 2, 1, 3, 4),
                vec![(TrayDie::ColouredD10, 3), (TrayDie::WhiteD10, 5)],
            ],
        );
        roll(&mut g);
        if matches!(g.step, Step::PenaltyChart { .. }) {
            roll(&mut g);
        }
        assert!(
            g.penalties
                .iter()
                .any(|p| p.team == Team::Away && p.player == c)
        );
        assert_eq!(g.group[Team::Home], Group::PowerPlay);
        assert_eq!(g.group[Team::Away], Group::PenaltyKill);
        (g, pp, pk, shown)
    };
    let (g, pp, pk, shown) = run(BENCH_VERSION);
    assert_eq!(
        shown,
        (pp.power_play, pk.penalty_kill),
        "the editor keeps his places"
    );
    let slots = |team| -> Vec<Option<u8>> { (1..=5).map(|s| g.at(team, s)).collect() };
    assert_eq!(slots(Team::Home), pp.power_play.map(Some).to_vec());
    let [f1, f2, ld, rd] = pk.penalty_kill;
    assert_eq!(g.at(Team::Away, 4), Some(ld), "the forward at LD");
    assert_eq!(g.at(Team::Away, 5), Some(rd));
    assert_eq!(g.at(Team::Away, 2), None, "the C's slot stays empty");
    let forwards: Vec<Option<u8>> = vec![g.at(Team::Away, 1), g.at(Team::Away, 3)];
    assert!(forwards.contains(&Some(f1)) && forwards.contains(&Some(f2)));
    assert_eq!(
        g.sheet(Team::Away).skaters[usize::from(f2)].position,
        Position::Defence,
        "a defenceman plays forward"
    );
    let (g, pp, pk, _) = run(LINES_VERSION);
    assert_ne!(
        g.at(Team::Home, 4),
        Some(pp.power_play[3]),
        "version 6: by card position"
    );
    assert_ne!(g.at(Team::Away, 4), Some(pk.penalty_kill[2]));
}

/// R50 (L2475-2477, A71): on ⊛ the offensive coach passes to anyone on the ice but the passer.
#[test]
fn r50_a_chosen_pass_goes_to_anyone_but_the_passer() {
    let mut g = game_now();
    every_action(&mut g, Team::Home, PuckAction::Pd);
    let choice = PlayResult::Move {
        movement: Move::Ahead,
        to: Some(Recipient::Choice),
    };
    every_cell(&mut g, Team::Home, |c| &mut c.ps, choice);
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
    roll(&mut g);
    assert!(matches!(g.step, Step::PassChoice { .. }), "{:?}", g.step);
    let offered: Vec<Slot> = g
        .legal_actions(Team::Home)
        .into_iter()
        .filter_map(|a| match a {
            Action::PassTo { slot, .. } => Some(slot),
            _ => None,
        })
        .collect();
    assert_eq!(offered, vec![1, 3, 4, 5]);
    assert_eq!(
        g.apply(&Action::PassTo {
            team: Team::Home,
            slot: 2
        }),
        Err(RuleError::BadPassTarget)
    );
    g.apply(&Action::PassTo {
        team: Team::Home,
        slot: 4,
    })
    .unwrap();
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(4)));
}

/// R105 and P18 on the book's timer (L425-429, A27): a rebound shot and a breakaway take the
/// short time (10 s), ● 20 s in all, part two none.
#[test]
fn p18_r105_shots_on_the_books_timer() {
    let basic = || FourthStreet::new(Options::default(), 7);
    // A breakaway: the ⍙ pass (20 s), the rush chart (none), the shot (10 s), part two (none).
    let mut g = basic();
    every_action(&mut g, Team::Home, PuckAction::Pd);
    every_cell(
        &mut g,
        Team::Home,
        |c| &mut c.ps,
        PlayResult::Rush { to: None },
    );
    for slot in 1..=5 {
        card_mut(&mut g, Team::Home, slot).ratings.sp = 4;
    }
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
    roll(&mut g);
    assert_eq!(g.step, Step::RushChart);
    assert_eq!(g.clock.text(), "19:40");
    rig(&mut g, vec![vec![(TrayDie::D20, 1)]]);
    roll(&mut g);
    assert!(
        matches!(g.step, Step::ShotAim { shot, .. } if shot.kind == super::cards::ShotKind::Breakaway)
    );
    assert_eq!(g.clock.text(), "19:40", "the rush chart takes no time");
    rig(
        &mut g,
        vec![vec![(TrayDie::BlackD6, 3), (TrayDie::WhiteD6, 4)]],
    );
    roll(&mut g);
    assert_eq!(g.clock.text(), "19:30", "a breakaway is short");
    if matches!(g.step, Step::ShotGoalie(_)) {
        roll(&mut g);
        assert_eq!(g.clock.text(), "19:30", "part two takes none");
    }
    // A rebound shot: the holder of a rebound shoots (WS), 10 s.
    let mut g = basic();
    every_action(&mut g, Team::Home, PuckAction::Ws);
    put(
        &mut g,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::Two),
    );
    g.rebound_holder = true;
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
    roll(&mut g);
    assert!(!g.rebound_holder, "the shot was his rebound shot");
    assert_eq!(g.clock.text(), "19:50", "a rebound shot is short");
    // ●: 20 s for the move, none for the shot.
    let mut g = basic();
    every_action(&mut g, Team::Home, PuckAction::Sc);
    let centre = PlayResult::Move {
        movement: Move::Centre,
        to: None,
    };
    every_cell(&mut g, Team::Home, |c| &mut c.sk, centre);
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Left));
    rig(
        &mut g,
        vec![faces(0, 0, 6, 1, 3, 4), faces(0, 0, 6, 1, 3, 4)],
    );
    roll(&mut g);
    assert!(matches!(g.step, Step::ShotAim { shot, .. } if shot.centre));
    roll(&mut g);
    assert_eq!(g.clock.text(), "19:40", "● is 20 s in all");
}

/// P21 (L364-404, A58): three periods of 20:00, then 5:00 of overtime and the shootout, on the
/// book's timer, played through.
#[test]
fn p21_three_twenty_minute_periods_then_overtime_and_the_shootout() {
    let mut g = FourthStreet::new(Options::default(), 7);
    quiet(&mut g);
    // Each period's clock at its start, and the seconds played in it.
    let mut periods = vec![(1, g.clock.left, 0u16)];
    for _ in 0..2000 {
        if g.in_shootout() {
            break;
        }
        let before = g.clock;
        let events = roll_quietly(&mut g);
        let ended = events.iter().any(|e| matches!(e, Event::PeriodEnds { .. }));
        let last = periods.last_mut().unwrap();
        last.2 += if ended {
            before.left
        } else {
            before.left - g.clock.left
        };
        if let Some(period) = events.iter().find_map(|e| match e {
            Event::PeriodStarts { period } => Some(*period),
            _ => None,
        }) {
            periods.push((period, g.clock.left, 0));
        }
    }
    assert!(g.in_shootout(), "0-0 after overtime: the shootout");
    assert_eq!(
        periods,
        vec![
            (1, 1200, 1200),
            (2, 1200, 1200),
            (3, 1200, 1200),
            (4, 300, 300)
        ]
    );
    assert_eq!(g.score().home + g.score().away, 0);
}

/// E1 (L154-160): ② and ④ tie at 8 for the second-highest recipient value, so ② is Ⓑ and ④ Ⓒ.
#[test]
fn e1_a_tie_for_the_second_recipient_goes_to_the_lower_number() {
    let mut g = game_now();
    for (slot, value) in [(1, 5), (2, 8), (3, 9), (4, 8), (5, 6)] {
        card_mut(&mut g, Team::Home, slot).ratings.recipient = value;
    }
    assert_eq!(g.recipients(Team::Home, 5), vec![3, 2, 4, 1]);
    // A ▲Ⓑ pass from the RD goes to ②.
    every_action(&mut g, Team::Home, PuckAction::Pd);
    let to_b = PlayResult::Move {
        movement: Move::Ahead,
        to: Some(Recipient::Rank(2)),
    };
    every_cell(&mut g, Team::Home, |c| &mut c.ps, to_b);
    put(&mut g, Team::Home, 5, Area::Neutral(Lane::Middle));
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
    roll(&mut g);
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(2)));
}

/// E42 (L1773-1777, R115): the penalty killers ice it; no icing, the power play's C has the
/// puck in his own end, with no face-off; with that C in the box, its LW.
#[test]
fn e42_short_handed_icing_goes_to_the_power_plays_c_or_its_lw() {
    let ice = |pp_centre_in_box: bool| {
        let options = Options {
            goalie_passes: false,
            ..standard_timer()
        };
        let mut g = FourthStreet::new(options, 7);
        let penalise = |g: &mut FourthStreet, team: Team, slot: Slot| {
            let player = g.at(team, slot).unwrap();
            g.penalties.push(super::rules::Penalty {
                team,
                player,
                slot,
                kind: PenaltyKind::Minor,
                left: 100,
                reduces: true,
            });
            g.set_lineup_for_tests(team);
        };
        penalise(&mut g, Team::Away, 1);
        if pp_centre_in_box {
            penalise(&mut g, Team::Away, 3);
            penalise(&mut g, Team::Home, 2);
        }
        assert!(g.skaters_on(Team::Away) < g.skaters_on(Team::Home));
        every_action(&mut g, Team::Away, PuckAction::Ice);
        put(&mut g, Team::Away, 2, Area::Defensive(Lane::Left));
        rig(&mut g, vec![faces(0, 0, 1, 5, 1, 1)]);
        let events = roll(&mut g);
        assert!(
            !events.iter().any(|e| matches!(e, Event::Whistle(_))),
            "{events:?}"
        );
        assert_eq!(
            (g.puck, g.area),
            (Team::Home, Area::Defensive(Lane::Middle))
        );
        assert_eq!(g.step, Step::Action, "no face-off");
        g.carrier
    };
    assert_eq!(ice(false), Some(2), "the C");
    assert_eq!(ice(true), Some(1), "the LW");
}

/// E39 (L1943-1947, R120): at an empty net a shot that gets through into b3 is a goal with no
/// part two, and one into wL is a miss: a loose puck, no goal.
#[test]
fn e39_at_an_empty_net_b3_scores_and_wl_is_loose() {
    use super::cards::ShotTarget;
    use super::state::GoalieZone;
    let shoot = |target: ShotTarget| {
        let mut g = game_now();
        every_action(&mut g, Team::Home, PuckAction::Ws);
        for slot in 1..=5 {
            card_mut(&mut g, Team::Home, slot).shot.cells = [[target; 6]; 6];
        }
        g.pulled[Team::Away] = true;
        put(
            &mut g,
            Team::Home,
            2,
            Area::Offensive(Lane::Middle, Level::One),
        );
        // d6p 6: nobody there to block.
        rig(&mut g, vec![faces(0, 0, 6, 20, 3, 4)]);
        let events = roll(&mut g);
        let goal = events.iter().any(|e| {
            matches!(
                e,
                Event::Goal {
                    strength: GoalStrength::EmptyNet,
                    ..
                }
            )
        });
        (goal, g)
    };
    let (goal, g) = shoot(ShotTarget::Zone(GoalieZone { column: 1, row: 3 }));
    assert!(goal && g.score().home == 1, "b3: a goal");
    let (goal, g) = shoot(ShotTarget::WideLeft);
    assert!(!goal && g.score().home == 0, "wL: no goal");
    assert!(
        matches!(g.step, Step::LoosePuck { .. }),
        "wL: loose, {:?}",
        g.step
    );
}
