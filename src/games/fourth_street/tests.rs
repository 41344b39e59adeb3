//! Rule tests with fixed dice (each names the rule, reading or example of
//! docs/fourth-street-readings.md it checks), and whole games that must keep every invariant.

use super::cards::{PlayResult, PuckAction, PuckActions, ResultColumn};
use super::lab::league_options;
use super::play::*;
use super::rink::{Area, Lane, Level};
use super::rules::{FourthStreet, Group};
use super::state::{Coaching, Options};
use crate::engine::dice::TrayDie;
use crate::engine::{ByTeam, Game, GameRecord, GameRng, Session, Team};
use std::sync::Arc;

fn game() -> FourthStreet {
    FourthStreet::new(Options::default(), 7)
}

/// All six dice: coloured d10, white d10, d6p, d20, black d6, white d6.
fn faces(c: u8, w: u8, d6p: u8, d20: u8, b: u8, wh: u8) -> Vec<(TrayDie, u8)> {
    vec![
        (TrayDie::ColouredD10, c),
        (TrayDie::WhiteD10, w),
        (TrayDie::NumberedD6, d6p),
        (TrayDie::D20, d20),
        (TrayDie::BlackD6, b),
        (TrayDie::WhiteD6, wh),
    ]
}

fn rig(game: &mut FourthStreet, rolls: Vec<Vec<(TrayDie, u8)>>) {
    game.rigged.extend(rolls);
}

fn roll(game: &mut FourthStreet) -> Vec<Event> {
    game.apply(&Action::Roll).expect("a roll is legal")
}

/// Every column of every skater of `team` reads `action` on every pair.
fn every_action(game: &mut FourthStreet, team: Team, action: PuckAction) {
    let sheet = Arc::make_mut(&mut game.sheets[team]);
    for card in &mut sheet.skaters {
        for column in &mut card.actions.columns {
            *column = PuckActions::from_widths(&[(action, 100)]);
        }
    }
}

fn every_cell(
    game: &mut FourthStreet,
    team: Team,
    pick: impl Fn(&mut super::cards::SkaterCard) -> &mut ResultColumn,
    result: PlayResult,
) {
    let sheet = Arc::make_mut(&mut game.sheets[team]);
    for card in &mut sheet.skaters {
        pick(card).rows = [result; 11];
    }
}

fn put(game: &mut FourthStreet, team: Team, slot: Slot, area: Area) {
    game.puck = team;
    game.carrier = Some(slot);
    game.area = area;
    game.step = Step::Action;
}

fn rolled_readings(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Rolled { reading, .. } => Some(reading.clone()),
            _ => None,
        })
        .collect()
}

// ----- face-offs (R27-R32, E2-E4) -----

#[test]
fn the_higher_d10_wins_the_draw_and_the_d6p_takes_the_puck() {
    let mut g = game();
    rig(&mut g, vec![faces(7, 3, 2, 1, 1, 1)]);
    let events = roll(&mut g);
    assert!(events.contains(&Event::FaceOffWon {
        team: Team::Home,
        player: g.at(Team::Home, 2),
    }));
    assert_eq!(
        (g.puck, g.carrier, g.area),
        (Team::Home, Some(2), Area::CENTRE)
    );
    assert_eq!(g.step, Step::Action);
    // A face-off takes 6 seconds on the standard timer (R20, A30).
    assert_eq!(g.clock.text(), "19:54");
}

#[test]
fn a_draw_to_an_absent_number_is_a_loose_puck() {
    // E4: the winner's d6p is 6 with no extra skater.
    let mut g = game();
    rig(&mut g, vec![faces(2, 9, 6, 1, 1, 1)]);
    roll(&mut g);
    assert!(matches!(g.step, Step::LoosePuck { repeat: false, .. }));
    assert_eq!(g.carrier, None);
}

#[test]
fn the_power_play_adds_two_a_skater_on_the_draw() {
    // E2: 5 on 3 adds 4, so the visitors' 3 beats the home 6.
    let mut g = game();
    g.on_ice[Team::Home][0] = None;
    g.on_ice[Team::Home][2] = None;
    rig(&mut g, vec![faces(6, 3, 1, 1, 1, 1)]);
    roll(&mut g);
    assert_eq!(g.puck, Team::Away);
}

// ----- matchups (R41-R46, R55, A25) -----

fn matchup_game(action: PuckAction) -> FourthStreet {
    let mut g = game();
    every_action(&mut g, Team::Home, action);
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    g
}

#[test]
fn a_d20_within_ps_minus_df_reads_the_passers_column() {
    let mut g = matchup_game(PuckAction::Pd);
    let ps = g
        .skater(Team::Home, g.at(Team::Home, 2).unwrap())
        .ratings
        .ps;
    let df = g
        .skater(Team::Away, g.at(Team::Away, 4).unwrap())
        .ratings
        .df;
    let range = i16::from(ps) - i16::from(df);
    assert!(
        range >= 1,
        "an average passer beats an average defender sometimes"
    );
    rig(&mut g, vec![faces(0, 0, 4, range as u8, 3, 4)]);
    let events = roll(&mut g);
    let expected = g.sheet(Team::Home).skaters[usize::from(g.at(Team::Home, 2).unwrap_or(0))]
        .ps
        .read(7);
    let m = events
        .iter()
        .find_map(|e| match e {
            Event::Matchup {
                offence_won,
                result,
                ..
            } => Some((*offence_won, *result)),
            _ => None,
        })
        .expect("a matchup");
    assert!(m.0, "d20 at the top of the range: the passer wins");
    let _ = expected;
    assert!(rolled_readings(&events)[0].contains(&format!("against 1-{range}")));
}

#[test]
fn a_d20_above_the_range_reads_the_defenders_column() {
    let mut g = matchup_game(PuckAction::Pd);
    every_cell(&mut g, Team::Away, |c| &mut c.df, PlayResult::Steal);
    rig(
        &mut g,
        vec![faces(0, 0, 4, 20, 3, 4), vec![(TrayDie::D20, 9)]],
    );
    let events = roll(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Matchup {
            offence_won: false,
            result: PlayResult::Steal,
            ..
        }
    )));
    assert!(matches!(
        g.step,
        Step::StealSpot {
            stealer: 4,
            shoot: false
        }
    ));
    // The steal's d20 places the puck in the zone of the play, in the stealer's view (A47).
    roll(&mut g);
    assert_eq!(g.puck, Team::Away);
    assert_eq!(g.carrier, Some(4));
    assert_eq!(g.area, Area::Neutral(Lane::Middle));
}

#[test]
fn forecheckers_defend_only_in_the_carriers_defensive_zone() {
    // R41-R42, A25: with one forechecker, the LW defends in the carrier's D zone and nobody
    // else does; in N the LW is caught up ice and the D defend.
    let mut g = matchup_game(PuckAction::Pd);
    g.coaching[Team::Away].forecheckers = 1;
    every_cell(&mut g, Team::Away, |c| &mut c.df, PlayResult::Steal);
    put(&mut g, Team::Home, 2, Area::Defensive(Lane::Middle));
    rig(&mut g, vec![faces(0, 0, 4, 20, 3, 4)]);
    let events = roll(&mut g);
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Matchup {
                defender: None,
                offence_won: true,
                ..
            }
        )),
        "the LD is not in the zone: unopposed"
    );
    assert_eq!(g.forecheck[Team::Away], Some(1));
    let mut g = matchup_game(PuckAction::Pd);
    every_cell(&mut g, Team::Away, |c| &mut c.df, PlayResult::Steal);
    g.coaching[Team::Away].forecheckers = 1;
    put(&mut g, Team::Home, 2, Area::Defensive(Lane::Middle));
    rig(&mut g, vec![faces(0, 0, 1, 20, 3, 4)]);
    let events = roll(&mut g);
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Matchup {
                defender: Some(_),
                offence_won: false,
                ..
            }
        )),
        "the forechecking LW defends"
    );
}

#[test]
fn a_pass_to_a_ranked_recipient_moves_the_puck_two_zones() {
    // R48, R54: ▲Ⓐ from N goes to level 2 of the offensive zone... two zones: N → O3 → O2.
    let mut g = matchup_game(PuckAction::Pd);
    every_cell(
        &mut g,
        Team::Home,
        |c| &mut c.ps,
        PlayResult::Move {
            movement: super::rink::Move::Ahead,
            to: Some(super::cards::Recipient::Rank(1)),
        },
    );
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
    roll(&mut g);
    let a = g.recipients(Team::Home, 2)[0];
    assert_eq!(g.carrier, Some(a));
    assert_eq!(g.area, Area::Offensive(Lane::Middle, Level::Two));
    // A pass play takes 12 seconds (R43, A30).
    assert_eq!(g.clock.text(), "19:48");
}

#[test]
fn recipients_rank_by_value_with_ties_to_the_lower_number() {
    // E1 (R9): equal values rank the lower position number first.
    let mut g = game();
    let sheet = Arc::make_mut(&mut g.sheets[Team::Home]);
    for card in &mut sheet.skaters {
        card.ratings.recipient = 8;
    }
    assert_eq!(g.recipients(Team::Home, 1), vec![2, 3, 4, 5]);
}

// ----- shots (R56-R74, R120) -----

#[test]
fn a_shot_blocked_when_the_d20_is_above_w_minus_bl() {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Ws);
    put(
        &mut g,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::Two),
    );
    rig(&mut g, vec![faces(0, 0, 4, 20, 3, 4)]);
    let w = g.skater(Team::Home, g.at(Team::Home, 2).unwrap()).ratings.w;
    let bl = g
        .skater(Team::Away, g.at(Team::Away, 4).unwrap())
        .ratings
        .bl;
    let events = roll(&mut g);
    if i16::from(w) - i16::from(bl) < 20 {
        assert!(events.iter().any(|e| matches!(e, Event::Blocked { .. })));
        assert!(matches!(g.step, Step::LoosePuck { .. }));
    }
}

#[test]
fn an_unopposed_shot_on_target_goes_to_the_goalie_roll() {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Ws);
    let sheet = Arc::make_mut(&mut g.sheets[Team::Home]);
    for card in &mut sheet.skaters {
        card.shot.cells =
            [[super::cards::ShotTarget::Zone(super::state::GoalieZone { column: 1, row: 1 }); 6];
                6];
    }
    put(
        &mut g,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::One),
    );
    // d6p 6: nobody there, so no block check (A36).
    rig(&mut g, vec![faces(0, 0, 6, 20, 3, 4)]);
    roll(&mut g);
    assert!(matches!(g.step, Step::ShotGoalie(OnTarget { zone, .. }) if zone.name() == "b1"));
    // The empty net: the same shot is a goal with no goalie roll (R120).
    let mut g2 = g.clone();
    g2.pulled[Team::Away] = true;
    put(
        &mut g2,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::One),
    );
    rig(&mut g2, vec![faces(0, 0, 6, 20, 3, 4)]);
    let events = roll(&mut g2);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Goal {
            strength: GoalStrength::EmptyNet,
            ..
        }
    )));
    // Part two takes no time (R59): the goalie's roll leaves the clock alone.
    let before = g.clock;
    rig(&mut g, vec![faces(9, 9, 1, 10, 1, 1)]);
    roll(&mut g);
    assert_eq!(g.clock, before);
}

#[test]
fn a_goal_gets_its_assist_checks_and_a_draw_at_centre() {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Ws);
    put(
        &mut g,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::One),
    );
    g.pulled[Team::Away] = true;
    rig(
        &mut g,
        vec![
            faces(0, 0, 6, 20, 3, 4),
            vec![(TrayDie::D20, 1)],
            vec![(TrayDie::D20, 1)],
        ],
    );
    roll(&mut g);
    assert_eq!(g.score(), ByTeam::new(1, 0));
    assert_eq!(g.step, Step::Assist { second: false });
    roll(&mut g);
    assert_eq!(g.step, Step::Assist { second: true });
    roll(&mut g);
    assert!(matches!(g.step, Step::FaceOff(spot) if spot.area == Area::CENTRE));
    let assists: u16 = g.players[Team::Home]
        .skaters
        .iter()
        .map(|s| s.assists)
        .sum();
    assert_eq!(assists, 2, "d20 1 finds the top-rated man both times");
}

// ----- rushes (R79-R85, A6) -----

#[test]
fn the_rush_chart_reads_speed_plus_aggressiveness() {
    let mut g = game();
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    g.step = Step::RushChart;
    let sheet = Arc::make_mut(&mut g.sheets[Team::Home]);
    for card in &mut sheet.skaters {
        card.ratings.sp = 4;
    }
    // SP 4 at aggressiveness 0: 1-4 is a breakaway (L1427-1431).
    rig(&mut g, vec![vec![(TrayDie::D20, 4)]]);
    let events = roll(&mut g);
    assert!(events.contains(&Event::Rush(super::charts::Rush::Breakaway)));
    assert!(
        matches!(g.step, Step::ShotAim { shot, blocker: Blocker::Nobody } if shot.kind == super::cards::ShotKind::Breakaway)
    );
}

// ----- penalties and power plays (R100-R115, A52, A53) -----

#[test]
fn a_holding_call_puts_the_defender_in_the_box_for_a_power_play() {
    let mut g = game();
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    g.step = Step::PenaltyChart {
        offence: Team::Home,
        offender: Some(2),
        defender: Some(4),
    };
    let ld = g.at(Team::Away, 4).unwrap();
    // "35" is holding, on the defence (L1686-1688).
    rig(
        &mut g,
        vec![vec![(TrayDie::ColouredD10, 3), (TrayDie::WhiteD10, 5)]],
    );
    let events = roll(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Penalty { team: Team::Away, player: Some(p), name: "Holding", .. } if *p == ld)));
    assert_eq!(g.skaters_on(Team::Away), 4);
    assert_eq!(g.skaters_on(Team::Home), 5);
    assert_eq!(g.group[Team::Home], Group::PowerPlay);
    assert_eq!(g.group[Team::Away], Group::PenaltyKill);
    assert_eq!(g.box_score.totals()[Team::Home].power_plays, 1);
    assert!(!g.on_ice[Team::Away].contains(&Some(ld)));
    // The draw is in the penalised team's end (A32).
    assert!(matches!(g.step, Step::FaceOff(spot) if spot.attacking == Team::Home));
}

#[test]
fn a_short_handed_team_is_not_called_for_icing() {
    // R106, R115: the power play takes the puck behind its own net (goalie passes off).
    let options = Options {
        goalie_passes: false,
        ..Options::default()
    };
    let mut g = FourthStreet::new(options, 7);
    every_action(&mut g, Team::Away, PuckAction::Ice);
    put(&mut g, Team::Away, 2, Area::Defensive(Lane::Left));
    g.on_ice[Team::Away][0] = None;
    g.penalties.push(super::rules::Penalty {
        team: Team::Away,
        player: 0,
        slot: 1,
        kind: PenaltyKind::Minor,
        left: 100,
        reduces: true,
    });
    rig(&mut g, vec![faces(0, 0, 1, 5, 1, 1)]);
    roll(&mut g);
    assert_eq!(g.puck, Team::Home);
    assert_eq!(g.area, Area::Defensive(Lane::Middle));
    assert_eq!(g.step, Step::Action);
}

// ----- coaching as actions -----

#[test]
fn standing_orders_change_only_at_a_stoppage() {
    let mut g = game();
    let orders = Coaching {
        forecheckers: 3,
        aggressiveness: 2,
        ..Coaching::default()
    };
    assert!(
        g.apply(&Action::SetCoaching {
            team: Team::Away,
            coaching: orders
        })
        .is_ok()
    );
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    assert_eq!(
        g.apply(&Action::SetCoaching {
            team: Team::Away,
            coaching: orders
        }),
        Err(RuleError::NotAStoppage)
    );
    let bad = Coaching {
        forecheckers: 4,
        ..Coaching::default()
    };
    assert_eq!(
        g.apply(&Action::SetCoaching {
            team: Team::Away,
            coaching: bad
        }),
        Err(RuleError::BadCoaching)
    );
}

#[test]
fn a_wild_card_waits_for_the_offensive_coach() {
    let mut g = matchup_game(PuckAction::Wild);
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
    roll(&mut g);
    assert!(matches!(g.step, Step::WildCard(_)));
    assert_eq!(g.apply(&Action::Roll), Err(RuleError::DecisionPending));
    assert_eq!(g.legal_actions(Team::Away), Vec::new());
    assert_eq!(
        g.apply(&Action::WildCard {
            team: Team::Home,
            action: PuckAction::Pn
        }),
        Err(RuleError::BadWildCard)
    );
    let choice = g.manager_choice(Team::Home).expect("the computer picks");
    g.apply(&choice).unwrap();
    assert!(!matches!(g.step, Step::WildCard(_)));
}

// ----- whole games -----

/// The parts of the state a replay must reproduce (the cards are rebuilt, not compared).
fn fingerprint(g: &FourthStreet) -> String {
    serde_json::to_string(&(
        &g.box_score,
        &g.players,
        g.rolls,
        g.clock,
        &g.step,
        &g.on_ice,
        &g.penalties,
        &g.toi,
        &g.last_roll,
        g.outcome(),
    ))
    .unwrap()
}

/// Random games (league pairings, random options, random coaching now and then) must keep:
/// every roll's faces are faces of the dice it names and are logged; the clock only runs down
/// within a period; 3-6 skaters a side and nobody twice or from the box; box scores add up;
/// the record replays to the same game.
fn check_games(seeds: std::ops::Range<u64>) {
    let (league, _) = crate::games::open_ice::builtin_league();
    for seed in seeds {
        let mut chooser = GameRng::from_seed(seed ^ 0x4_57EE7);
        let mut options = league_options(league, seed);
        options.timer =
            [super::clock::Timer::Standard, super::clock::Timer::Basic][chooser.below(2)];
        options.overtime = [
            super::state::Overtime::Shootout,
            super::state::Overtime::Playoff,
            super::state::Overtime::Tie,
        ][chooser.below(3)];
        options.overtime_skaters = [3, 4, 5][chooser.below(3)];
        options.no_blocks = chooser.below(4) == 0;
        options.icing_races = chooser.below(2) == 0;
        options.dump_in_races = chooser.below(2) == 0;
        options.goalie_passes = chooser.below(2) == 0;
        options.hot_cold_goalies = chooser.below(2) == 0;
        options.shooting_side = chooser.below(2) == 0;
        let mut session = Session::<FourthStreet>::new(options, seed);
        let mut goals = ByTeam::new(0u16, 0);
        let mut rolls = 0u32;
        let mut applied = 0u32;
        while session.state.outcome().is_none() {
            let game = &session.state;
            let team = [Team::Home, Team::Away][chooser.below(2)];
            let extra: Vec<Action> = game
                .legal_actions(team)
                .into_iter()
                .filter(|a| *a != Action::Roll)
                .collect();
            let action = if !extra.is_empty() && chooser.below(40) == 0 {
                extra[chooser.below(extra.len())].clone()
            } else {
                Team::BOTH
                    .into_iter()
                    .find_map(|t| game.manager_choice(t))
                    .unwrap_or(Action::Roll)
            };
            let clock = game.clock;
            let events = session.apply(action).unwrap();
            applied += 1;
            assert!(applied < 50_000, "seed {seed}: the game ends");
            let game = &session.state;
            if game.clock.period == clock.period {
                assert!(
                    game.clock.left <= clock.left,
                    "seed {seed}: the clock runs down"
                );
            }
            for event in &events {
                match event {
                    Event::Goal { team, .. } => goals[*team] += 1,
                    Event::Rolled { roll, .. } => {
                        rolls += 1;
                        assert!(!roll.faces().is_empty());
                        for &(die, face) in roll.faces() {
                            assert!(die.has_face(face), "seed {seed}: {die:?} shows {face}");
                        }
                    }
                    _ => {}
                }
            }
            assert_eq!(rolls, game.rolls, "seed {seed}: every roll is logged");
            for team in Team::BOTH {
                let on: Vec<u8> = game.on_ice[team].iter().flatten().copied().collect();
                if game.shootout.is_none() {
                    assert!(
                        (3..=6).contains(&on.len()),
                        "seed {seed}: {} skaters",
                        on.len()
                    );
                }
                let mut unique = on.clone();
                unique.sort_unstable();
                unique.dedup();
                assert_eq!(unique.len(), on.len(), "seed {seed}: a skater in two slots");
                if game.shootout.is_none() {
                    for p in &on {
                        assert!(
                            !game
                                .penalties
                                .iter()
                                .any(|x| x.team == team && x.player == *p),
                            "seed {seed}: a penalised skater on the ice"
                        );
                    }
                }
            }
        }
        let game = &session.state;
        assert_eq!(
            game.score(),
            goals,
            "seed {seed}: score equals the goal events"
        );
        let totals = game.box_score.totals();
        for team in Team::BOTH {
            let skaters = &game.players[team].skaters;
            assert_eq!(
                skaters.iter().map(|s| s.goals).sum::<u16>(),
                totals[team].goals
            );
            assert_eq!(
                skaters.iter().map(|s| s.shots).sum::<u16>(),
                totals[team].shots_on_goal
            );
            assert!(skaters.iter().map(|s| s.assists).sum::<u16>() <= 2 * totals[team].goals);
            let goalies = &game.players[team.other()].goalies;
            let saves: u16 = goalies.iter().map(|g| g.saves).sum();
            assert_eq!(saves, totals[team.other()].saves);
            let against: u16 = goalies.iter().map(|g| g.goals_against).sum();
            let faced: u16 = goalies.iter().map(|g| g.shots_against).sum();
            // Shots on goal = saves + goals against + shots into an empty net.
            assert!(faced <= totals[team].shots_on_goal);
            assert_eq!(
                faced,
                saves + against,
                "seed {seed}: every shot faced is a save or a goal"
            );
        }
        let record = GameRecord::<FourthStreet>::decode(&session.record.encode()).unwrap();
        let replayed = Session::replay(&record, None).unwrap();
        assert_eq!(
            fingerprint(&replayed.state),
            fingerprint(&session.state),
            "seed {seed}: replay is identical"
        );
    }
}

/// 10,000 random games, split in four so the test runner spreads them over the cores.
#[test]
fn random_games_keep_every_invariant_1() {
    check_games(1..2_501);
}

#[test]
fn random_games_keep_every_invariant_2() {
    check_games(2_501..5_001);
}

#[test]
fn random_games_keep_every_invariant_3() {
    check_games(5_001..7_501);
}

#[test]
fn random_games_keep_every_invariant_4() {
    check_games(7_501..10_001);
}
