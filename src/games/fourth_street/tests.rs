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

/// A new game on the standard timer: the scenario tests' times were set on it (the book's
/// basic timer, the default from version 4, is checked by `new_games_play_the_books_timer`).
pub(super) fn game() -> FourthStreet {
    FourthStreet::new(standard_timer(), 7)
}

pub(super) fn standard_timer() -> Options {
    Options {
        timer: super::clock::Timer::Standard,
        ..Options::default()
    }
}

/// A new game with the 3-on-3 house rule switched on.
fn house_rule_game() -> FourthStreet {
    FourthStreet::new(
        Options {
            three_on_three_house_rule: true,
            ..standard_timer()
        },
        7,
    )
}

/// All six dice: coloured d10, white d10, d6p, d20, black d6, white d6.
pub(super) fn faces(c: u8, w: u8, d6p: u8, d20: u8, b: u8, wh: u8) -> Vec<(TrayDie, u8)> {
    vec![
        (TrayDie::ColouredD10, c),
        (TrayDie::WhiteD10, w),
        (TrayDie::NumberedD6, d6p),
        (TrayDie::D20, d20),
        (TrayDie::BlackD6, b),
        (TrayDie::WhiteD6, wh),
    ]
}

pub(super) fn rig(game: &mut FourthStreet, rolls: Vec<Vec<(TrayDie, u8)>>) {
    game.rigged.extend(rolls);
}

pub(super) fn roll(game: &mut FourthStreet) -> Vec<Event> {
    game.apply(&Action::Roll).expect("a roll is legal")
}

/// Every column of every skater of `team` reads `action` on every pair.
pub(super) fn every_action(game: &mut FourthStreet, team: Team, action: PuckAction) {
    let sheet = Arc::make_mut(&mut game.sheets[team]);
    for card in &mut sheet.skaters {
        for column in &mut card.actions.columns {
            *column = PuckActions::from_widths(&[(action, 100)]);
        }
    }
}

pub(super) fn every_cell(
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

pub(super) fn put(game: &mut FourthStreet, team: Team, slot: Slot, area: Area) {
    game.puck = team;
    game.carrier = Some(slot);
    game.area = area;
    game.step = Step::Action;
}

pub(super) fn rolled_readings(events: &[Event]) -> Vec<String> {
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

pub(super) fn matchup_game(action: PuckAction) -> FourthStreet {
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

/// A game at the penalty chart: home's RW (2) carries at centre, the visitors' LD (4) defends.
pub(super) fn at_the_penalty_chart() -> FourthStreet {
    let mut g = game();
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    g.step = Step::PenaltyChart {
        offence: Team::Home,
        offender: Some(2),
        defender: Some(4),
    };
    g
}

#[test]
fn a_holding_call_puts_the_defender_in_the_box_for_a_power_play() {
    let mut g = at_the_penalty_chart();
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
        ..standard_timer()
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
    let league = crate::games::sim::builtin_league();
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

// ----- the text's worked examples (section 4 of the readings) -----

pub(super) fn card_mut(
    g: &mut FourthStreet,
    team: Team,
    slot: Slot,
) -> &mut super::cards::SkaterCard {
    let player = g.at(team, slot).expect("someone at the slot");
    &mut Arc::make_mut(&mut g.sheets[team]).skaters[usize::from(player)]
}

pub(super) fn goalie_mut(g: &mut FourthStreet, team: Team) -> &mut super::goalie::GoalieCard {
    let index = usize::from(g.in_net[team]);
    &mut Arc::make_mut(&mut g.sheets[team]).goalies[index]
}

#[test]
fn e3_face_off_ties() {
    // Equal d10s: the team attacking the end wins there; at centre the home team.
    let mut g = game();
    g.step = Step::FaceOff(FaceOffSpot {
        attacking: Team::Away,
        area: Area::Offensive(Lane::Left, Level::Two),
    });
    rig(&mut g, vec![faces(4, 4, 2, 1, 1, 1)]);
    roll(&mut g);
    assert_eq!(g.puck, Team::Away);
    assert_eq!(g.area, Area::Offensive(Lane::Left, Level::Two));
    let mut g = game();
    rig(&mut g, vec![faces(4, 4, 2, 1, 1, 1)]);
    roll(&mut g);
    assert_eq!(g.puck, Team::Home);
}

#[test]
fn e5_the_line_changes_once_two_minutes_are_up() {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Pd);
    every_action(&mut g, Team::Away, PuckAction::Pd);
    for t in Team::BOTH {
        every_cell(&mut g, t, |c| &mut c.ps, PlayResult::Opponent(2));
    }
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    let first = g.group[Team::Home];
    let mut changes = 0;
    // Twelve-second plays: the tenth ends at 18:00, two minutes in.
    for i in 0..10 {
        rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
        let events = roll(&mut g);
        changes += events
            .iter()
            .filter(|e| {
                matches!(
                    e,
                    Event::LineChange {
                        team: Team::Home,
                        ..
                    }
                )
            })
            .count();
        if i < 9 {
            assert_eq!(changes, 0, "no change before 2:00 ({})", g.clock.text());
        }
    }
    assert_eq!(g.clock.text(), "18:00");
    assert_eq!(changes, 1);
    assert_ne!(
        g.group[Team::Home],
        first,
        "a fresh line, never the one just off"
    );
}

#[test]
fn e7_skating_out_of_the_zone_against_a_forechecker() {
    // Bollinger (SK 15) in his D zone; ➊ forechecks with CH 3; d10 5/4 is SC; d20 11 ≤ 12.
    let mut g = game();
    put(&mut g, Team::Home, 2, Area::Defensive(Lane::Middle));
    g.coaching[Team::Away].forecheckers = 2;
    {
        let c = card_mut(&mut g, Team::Home, 2);
        c.ratings.sk = 15;
        c.ratings.positions = vec![crate::league::Position::Centre];
        c.position = crate::league::Position::Centre;
        for column in &mut c.actions.columns {
            *column = PuckActions::from_widths(&[(PuckAction::Pd, 41), (PuckAction::Sc, 59)]);
        }
        c.sk.rows[6] = PlayResult::Move {
            movement: super::rink::Move::Ahead,
            to: None,
        };
    }
    {
        let d = card_mut(&mut g, Team::Away, 1);
        d.ratings.ch = 3;
        d.ratings.positions = vec![crate::league::Position::LeftWing];
        d.position = crate::league::Position::LeftWing;
    }
    g.coaching[Team::Away].aggressiveness = 0;
    rig(&mut g, vec![faces(5, 4, 1, 11, 5, 3)]);
    let events = roll(&mut g);
    assert!(
        rolled_readings(&events)[0].contains("against 1-12"),
        "{events:?}"
    );
    assert_eq!(g.area, Area::Offensive(Lane::Middle, Level::Three));
    assert_eq!(g.carrier, Some(2));
    assert_eq!(
        g.clock.text(),
        "19:48",
        "20 s on the basic timer, 12 on the standard"
    );
}

#[test]
fn e9_e45_a_forechecker_caught_up_ice_leaves_the_carrier_unopposed() {
    let mut g = matchup_game(PuckAction::Pd);
    g.forecheck[Team::Away] = Some(2);
    put(
        &mut g,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::Three),
    );
    every_cell(&mut g, Team::Away, |c| &mut c.df, PlayResult::Steal);
    rig(&mut g, vec![faces(1, 2, 2, 17, 5, 3)]);
    let events = roll(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Matchup {
            defender: None,
            offence_won: true,
            ..
        }
    )));
}

#[test]
fn e10_to_e13_a_shot_its_drift_and_a_rebound_goal() {
    use super::cards::{Drift, DriftArrow, ShotTarget};
    use super::goalie::{Colour, GoalieSymbol, GridCell};
    use super::state::GoalieZone;
    let b1 = GoalieZone { column: 1, row: 1 };
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Ws);
    put(
        &mut g,
        Team::Home,
        5,
        Area::Offensive(Lane::Middle, Level::One),
    );
    {
        let hammer = card_mut(&mut g, Team::Home, 5);
        hammer.ratings.w = 11;
        hammer.shot.cells[0][2] = ShotTarget::Zone(b1);
        hammer.drift.cells[2][4] = Drift::Arrow(DriftArrow::DownRight);
    }
    card_mut(&mut g, Team::Away, 4).ratings.bl = 2;
    {
        let goalie = goalie_mut(&mut g, Team::Away);
        let c2 = super::goalie::zone_index(GoalieZone { column: 2, row: 2 });
        goalie.quality.zones[c2][0] = Colour::Blue;
        goalie.grid[2][4] = GridCell {
            colour: None,
            symbol: GoalieSymbol::ReboundOpponent(2),
        };
    }
    // E10: 45 is WS; ➍ blocks on 10-20 (11 - 2 = 9); d20 6 gets through to b1.
    rig(&mut g, vec![faces(4, 5, 4, 6, 1, 3)]);
    roll(&mut g);
    assert!(matches!(g.step, Step::ShotGoalie(OnTarget { zone, .. }) if zone == b1));
    assert_eq!(
        g.clock.text(),
        "19:54",
        "a shot takes 10 s basic, 6 standard"
    );
    // E11: ↳ takes b1 to c2 (blue at level 1); 24 is ➋ on white: the C has the rebound in M2.
    rig(&mut g, vec![faces(2, 4, 3, 11, 3, 5)]);
    let events = roll(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::OnGoal { zone, .. } if zone.name() == "c2"))
    );
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(2)));
    assert_eq!(g.area, Area::Offensive(Lane::Middle, Level::Two));
    assert!(g.rebound_holder);
    assert_eq!(g.clock.text(), "19:54", "part two takes no time");
    // E12-E13: his next shot is a rebound shot: the goalie's Reb is added (42 + 5 = 47).
    goalie_mut(&mut g, Team::Away).rebound = 5;
    let b4 = GoalieZone { column: 1, row: 4 };
    {
        let bollinger = card_mut(&mut g, Team::Home, 2);
        bollinger.shot.cells[1][0] = ShotTarget::Zone(b4);
        bollinger.drift.cells[4][1] = Drift::Nothing;
    }
    {
        let goalie = goalie_mut(&mut g, Team::Away);
        goalie.quality.zones[super::goalie::zone_index(b4)][1] = Colour::Yellow;
        goalie.grid[4][7] = GridCell {
            colour: Some(Colour::Violet),
            symbol: GoalieSymbol::Loose,
        };
        goalie.grid[4][2] = GridCell {
            colour: None,
            symbol: GoalieSymbol::ReboundOpponent(4),
        };
    }
    let before = g.clone();
    rig(
        &mut g,
        vec![faces(4, 7, 6, 6, 2, 1), faces(4, 2, 1, 18, 5, 2)],
    );
    roll(&mut g);
    // R105: the rebound shot is a shot, short (10 s basic, 6 standard).
    assert_eq!(g.clock.text(), "19:48", "a rebound shot is short");
    let events = roll(&mut g);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::OnGoal { reading: 47, .. }))
    );
    assert!(
        events.iter().any(|e| matches!(e, Event::Goal { .. })),
        "violet under yellow: a goal"
    );
    // Control: the same dice on a shot that is not a rebound read 42: ➍ at d20 18 (M3).
    let mut g = before;
    g.rebound_holder = false;
    rig(
        &mut g,
        vec![faces(4, 7, 6, 6, 2, 1), faces(4, 2, 1, 18, 5, 2)],
    );
    roll(&mut g);
    roll(&mut g);
    assert_eq!(g.score(), ByTeam::new(0, 0));
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(4)));
    assert_eq!(g.area, Area::Offensive(Lane::Middle, Level::Three));
}

#[test]
fn e22_a_rush_string_swaps_the_handler_for_the_other_forward() {
    // 3 on 2, the centre carrying, coloured 0 reads ⓟ②③ → ⓟ①③: the RW shoots from M1.
    let mut g = game();
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    g.step = Step::Rush(super::charts::Rush::ThreeOnTwo);
    rig(&mut g, vec![faces(0, 9, 1, 1, 3, 3)]);
    let events = roll(&mut g);
    let reading = &rolled_readings(&events)[0];
    let names: Vec<String> = [2, 1, 3]
        .iter()
        .map(|&s| {
            g.skater(Team::Home, g.at(Team::Home, s).unwrap())
                .name
                .clone()
        })
        .collect();
    assert!(reading.contains(&names.join(" to ")), "{reading}");
    assert!(reading.contains("nobody back"), "white 9: no defender");
}

#[test]
fn e23_a_negative_bl_widens_the_range() {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Ws);
    put(
        &mut g,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::Two),
    );
    card_mut(&mut g, Team::Home, 2).ratings.w = 15;
    card_mut(&mut g, Team::Away, 4).ratings.bl = -2;
    let mut g2 = g.clone();
    rig(&mut g, vec![faces(0, 0, 4, 17, 3, 3)]);
    let events = roll(&mut g);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Blocked { .. })),
        "17 of 1-17 gets through"
    );
    rig(&mut g2, vec![faces(0, 0, 4, 18, 3, 3)]);
    let events = roll(&mut g2);
    assert!(
        events.iter().any(|e| matches!(e, Event::Blocked { .. })),
        "18 is blocked"
    );
}

#[test]
fn e24_e25_loose_pucks() {
    // The visitors' 9 beats the home 5; their LW takes it in M2 (d20 12), in 20 s (12 standard).
    let mut g = game();
    g.puck = Team::Away;
    g.step = Step::LoosePuck {
        at: LooseAt::Zone {
            frame: Team::Away,
            third: super::rink::Third::Offensive,
        },
        repeat: false,
    };
    rig(&mut g, vec![faces(5, 9, 1, 12, 3, 1)]);
    roll(&mut g);
    assert_eq!((g.puck, g.carrier), (Team::Away, Some(1)));
    assert_eq!(g.area, Area::Offensive(Lane::Middle, Level::Two));
    assert_eq!(g.clock.text(), "19:48");
    // The same spot won by the home side is its D zone, lane mirrored (A3): M stays M.
    let mut g = game();
    g.step = Step::LoosePuck {
        at: LooseAt::Zone {
            frame: Team::Away,
            third: super::rink::Third::Offensive,
        },
        repeat: false,
    };
    // A tie rolls again in 10 s (6 standard); then 5-4 adds 2 to the side with five.
    g.on_ice[Team::Away][0] = None;
    rig(
        &mut g,
        vec![faces(5, 7, 1, 9, 3, 1), faces(5, 6, 1, 9, 3, 1)],
    );
    roll(&mut g);
    assert!(matches!(g.step, Step::LoosePuck { repeat: true, .. }));
    roll(&mut g);
    assert_eq!(g.puck, Team::Home);
    assert_eq!(
        g.area,
        Area::Defensive(Lane::Right),
        "L2 of the visitors' end is our right"
    );
    assert_eq!(g.clock.text(), "19:42");
}

#[test]
fn e26_a_dump_from_the_right_of_n_lands_in_r1() {
    let options = Options {
        goalie_passes: false,
        ..standard_timer()
    };
    let mut g = FourthStreet::new(options, 7);
    every_action(&mut g, Team::Home, PuckAction::Dc);
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Right));
    rig(
        &mut g,
        vec![faces(0, 0, 1, 1, 3, 3), faces(9, 1, 3, 20, 1, 1)],
    );
    roll(&mut g);
    roll(&mut g);
    assert_eq!(
        g.area,
        Area::Offensive(Lane::Right, Level::One),
        "no d20 on a dump-in"
    );
}

#[test]
fn e28_a_minor_ends_two_minutes_later() {
    let mut g = game();
    g.clock.left = 7 * 60 + 30;
    let lw = g.at(Team::Away, 1).unwrap();
    g.penalties.push(super::rules::Penalty {
        team: Team::Away,
        player: lw,
        slot: 1,
        kind: PenaltyKind::Minor,
        left: 120,
        reduces: true,
    });
    every_action(&mut g, Team::Home, PuckAction::Pd);
    every_cell(&mut g, Team::Home, |c| &mut c.ps, PlayResult::Opponent(2));
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
    let mut over_at = None;
    for _ in 0..12 {
        rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
        let events = roll(&mut g);
        if events
            .iter()
            .any(|e| matches!(e, Event::PenaltyOver { .. }))
        {
            over_at = Some(g.clock.text());
            break;
        }
    }
    assert_eq!(over_at.as_deref(), Some("5:30"));
}

#[test]
fn e29_e42_power_play_movement_and_short_handed_icing_to_the_lw() {
    use super::rink::Move;
    assert_eq!(
        Area::Defensive(Lane::Middle).moved(Move::Ahead, true),
        Area::Offensive(Lane::Middle, Level::Two)
    );
    assert_eq!(
        Area::Defensive(Lane::Middle).moved(Move::AheadRight, true),
        Area::Offensive(Lane::Right, Level::Two)
    );
    // △ on a power play is handled as ⍙ (R110).
    let mut g = matchup_game(PuckAction::Sc);
    g.on_ice[Team::Away][2] = None;
    every_cell(
        &mut g,
        Team::Home,
        |c| &mut c.sk,
        PlayResult::Move {
            movement: Move::FarAhead,
            to: None,
        },
    );
    rig(&mut g, vec![faces(0, 0, 3, 1, 3, 4)]);
    roll(&mut g);
    assert_eq!(g.step, Step::RushChart);
}

#[test]
fn e32_e33_assists_by_the_tables() {
    let mut g = game();
    for (slot, rating) in [(1, 4), (3, 6), (4, 2), (5, 1)] {
        card_mut(&mut g, Team::Home, slot).ratings.assist = rating;
    }
    let scorer = g.at(Team::Home, 2).unwrap();
    g.last_goal = Some(super::rules::LastGoal {
        team: Team::Home,
        scorer,
        assists: Vec::new(),
        unassisted: false,
    });
    g.step = Step::Assist { second: false };
    rig(
        &mut g,
        vec![vec![(TrayDie::D20, 14)], vec![(TrayDie::D20, 18)]],
    );
    let events = roll(&mut g);
    let lw = g.at(Team::Home, 1).unwrap();
    assert!(events.contains(&Event::Assist {
        team: Team::Home,
        player: lw
    }));
    let events = roll(&mut g);
    assert!(
        !events.iter().any(|e| matches!(e, Event::Assist { .. })),
        "18 is past 17: none"
    );
}

#[test]
fn e36_the_goalie_pass_section() {
    for (d20, expect) in [(3, "▲Ⓐ"), (6, "△Ⓐ"), (12, "behind the net")] {
        let mut g = game();
        every_action(&mut g, Team::Home, PuckAction::Dc);
        put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
        goalie_mut(&mut g, Team::Away).pass = super::goalie::GoaliePass::EXAMPLE;
        rig(&mut g, vec![faces(0, 0, 6, d20, 3, 3)]);
        let events = roll(&mut g);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Note(n) if n.contains(expect))),
            "d20 {d20}: {events:?}"
        );
        assert_eq!(g.puck, Team::Away);
    }
}

#[test]
fn e38_icing_at_an_empty_net() {
    for (combo, goal) in [((0, 7), true), ((1, 1), false)] {
        let mut g = game();
        every_action(&mut g, Team::Home, PuckAction::Ice);
        put(&mut g, Team::Home, 2, Area::Defensive(Lane::Middle));
        g.pulled[Team::Away] = true;
        g.set_lineup_for_tests(Team::Away);
        rig(
            &mut g,
            vec![faces(0, 0, 1, 1, 3, 3), faces(combo.0, combo.1, 1, 1, 1, 1)],
        );
        roll(&mut g);
        assert_eq!(g.step, Step::EmptyNetIce);
        roll(&mut g);
        assert_eq!(g.score().home == 1, goal, "{combo:?}");
    }
}

#[test]
fn e40_e41_the_box_and_the_penalty_kill() {
    // E40: the d6p names a defender in the box: the carrier wins.
    let mut g = matchup_game(PuckAction::Pd);
    every_cell(&mut g, Team::Away, |c| &mut c.df, PlayResult::Steal);
    g.on_ice[Team::Away][3] = None;
    rig(&mut g, vec![faces(0, 0, 4, 20, 3, 4)]);
    let events = roll(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Matchup {
            defender: None,
            offence_won: true,
            ..
        }
    )));
    // E41: a short-handed defender uses PK 7, not DF 4: PS 16 reads 1-9.
    let mut g = matchup_game(PuckAction::Pd);
    g.on_ice[Team::Away][2] = None;
    card_mut(&mut g, Team::Home, 2).ratings.ps = 16;
    {
        let d = card_mut(&mut g, Team::Away, 4);
        d.ratings.df = 4;
        d.ratings.pk = 7;
    }
    rig(&mut g, vec![faces(0, 0, 4, 20, 3, 4)]);
    let events = roll(&mut g);
    assert!(
        rolled_readings(&events)[0].contains("against 1-9 (PS 16 − PK 7)"),
        "{events:?}"
    );
}

#[test]
fn e43_centre_and_shoot() {
    use super::rink::Move;
    let mut g = matchup_game(PuckAction::Sc);
    every_cell(
        &mut g,
        Team::Home,
        |c| &mut c.sk,
        PlayResult::Move {
            movement: Move::Centre,
            to: None,
        },
    );
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Left));
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
    roll(&mut g);
    assert_eq!(g.area, Area::Offensive(Lane::Middle, Level::Two));
    assert!(
        matches!(g.step, Step::ShotAim { shot, blocker: Blocker::Roll } if shot.centre && shot.tack == 5)
    );
    assert_eq!(
        g.clock.text(),
        "19:48",
        "20 s in all (12 standard): the shot adds none"
    );
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
    roll(&mut g);
    assert_eq!(g.clock.text(), "19:48");
}

#[test]
fn e47_steal_and_shoot_in_the_stealers_end() {
    let mut g = matchup_game(PuckAction::Sc);
    g.coaching[Team::Away].forecheckers = 1;
    put(&mut g, Team::Home, 2, Area::Defensive(Lane::Middle));
    every_cell(&mut g, Team::Away, |c| &mut c.ch, PlayResult::StealShoot);
    rig(
        &mut g,
        vec![
            faces(0, 0, 1, 20, 3, 4),
            vec![
                (TrayDie::D20, 5),
                (TrayDie::BlackD6, 3),
                (TrayDie::WhiteD6, 3),
            ],
        ],
    );
    roll(&mut g);
    assert!(matches!(
        g.step,
        Step::StealSpot {
            stealer: 1,
            shoot: true
        }
    ));
    let events = roll(&mut g);
    assert_eq!(g.puck, Team::Away);
    assert!(!events.iter().any(|e| matches!(e, Event::Blocked { .. })));
    assert!(rolled_readings(&events)[0].contains("M1"), "{events:?}");
    assert_eq!(g.clock.text(), "19:48", "20 s in all");
}

// ----- 3 on 3 (A58) and the manager's score effects (section 9.1) -----

/// Empties slots 3, 5 and 6 on both sides, as overtime's 3 on 3 plays.
pub(super) fn three_on_three(g: &mut FourthStreet) {
    for team in Team::BOTH {
        for slot in [3, 5, 6] {
            g.on_ice[team][slot - 1] = None;
        }
    }
}

fn loose_in_home_end(g: &mut FourthStreet) {
    g.step = Step::LoosePuck {
        at: LooseAt::Zone {
            frame: Team::Away,
            third: super::rink::Third::Offensive,
        },
        repeat: false,
    };
}

#[test]
fn at_3_on_3_the_house_rule_d6p_pairs_name_the_three_skaters() {
    // Home wins the draw 7-2 and the d6p shows 5: the LD at 3 on 3, the RD at 5 on 5.
    let mut g = house_rule_game();
    three_on_three(&mut g);
    rig(&mut g, vec![faces(7, 2, 5, 1, 1, 1)]);
    let events = roll(&mut g);
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(4)));
    assert!(rolled_readings(&events)[0].contains("d6p 5 (the LD at 3 on 3)"));
    let mut g = game();
    rig(&mut g, vec![faces(7, 2, 5, 1, 1, 1)]);
    roll(&mut g);
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(5)));
    // A loose puck won with a d6p of 3 goes to the C, not again to nobody.
    let mut g = house_rule_game();
    three_on_three(&mut g);
    loose_in_home_end(&mut g);
    rig(&mut g, vec![faces(9, 5, 3, 12, 1, 1)]);
    roll(&mut g);
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(2)));
}

#[test]
fn at_3_on_3_the_house_rule_makes_every_play_short() {
    // A loose puck is a long play (12 s on the standard timer) at 5 on 5, short (6 s) at 3 on 3.
    let mut g = game();
    loose_in_home_end(&mut g);
    rig(&mut g, vec![faces(9, 5, 1, 12, 1, 1)]);
    roll(&mut g);
    assert_eq!(g.clock.text(), "19:48");
    let mut g = house_rule_game();
    three_on_three(&mut g);
    loose_in_home_end(&mut g);
    rig(&mut g, vec![faces(9, 5, 1, 12, 1, 1)]);
    roll(&mut g);
    assert_eq!(g.clock.text(), "19:54");
}

fn score_goal(g: &mut FourthStreet, team: Team) {
    g.box_score.line(g.clock.period, team).goals += 1;
}

#[test]
fn the_manager_sits_back_with_a_lead_and_presses_behind() {
    let mut g = game();
    let level = g.manager_coaching(Team::Home);
    assert_eq!((level.forecheckers, level.aggressiveness), (2, 0));
    score_goal(&mut g, Team::Home);
    let ahead = g.manager_coaching(Team::Home);
    let behind = g.manager_coaching(Team::Away);
    assert_eq!((ahead.forecheckers, ahead.aggressiveness), (1, -2));
    assert!(ahead.freeze_on_cross);
    assert_eq!(ahead.wild_cards, super::state::WildCardPlan::DumpAndChase);
    assert_eq!((behind.forecheckers, behind.aggressiveness), (3, 2));
    assert_eq!(
        behind.wild_cards,
        super::state::WildCardPlan::PuckPossession
    );
    // Level in the third both sit back; in overtime both press.
    score_goal(&mut g, Team::Away);
    g.clock.period = 3;
    for team in Team::BOTH {
        assert_eq!(g.manager_coaching(team).aggressiveness, -2);
    }
    g.clock.period = 4;
    for team in Team::BOTH {
        assert_eq!(g.manager_coaching(team).aggressiveness, 2);
    }
}

#[test]
fn version_1_games_keep_the_old_3_on_3() {
    // Records made before version 2 replay as they were played: a loose puck won with a d6p
    // naming an empty slot rolls again, and takes the long time.
    let mut g = FourthStreet::with_rules_version(standard_timer(), 7, 1);
    assert_eq!(g.rules_version(), 1);
    three_on_three(&mut g);
    loose_in_home_end(&mut g);
    rig(&mut g, vec![faces(9, 5, 3, 12, 1, 1)]);
    roll(&mut g);
    assert!(matches!(g.step, Step::LoosePuck { repeat: true, .. }));
    assert_eq!(g.clock.text(), "19:48");
    assert_eq!(game().rules_version(), FourthStreet::RULES_VERSION);
}

/// CRC-32 of every league team's version-2 sheet as JSON, taken when version 3 came in.
const VERSION_2_SHEETS_CRC: u32 = 947_496_675;

#[test]
fn version_2_cards_are_kept_and_version_3_recipients_follow_the_fitted_shots() {
    let league = crate::games::sim::builtin_league();
    let table = super::cards::builtin_corrections_v3();
    let mut all = String::new();
    let mut moved = 0;
    for team in &league.teams {
        let v2 = super::rules::TeamSheet::of_version(team, 2);
        let v3 = super::rules::TeamSheet::of_version(team, 3);
        let nominal = super::rules::TeamSheet::of(team);
        all.push_str(&serde_json::to_string(&v2).expect("a sheet serialises"));
        for ((two, three), plain) in v2.skaters.iter().zip(&v3.skaters).zip(&nominal.skaters) {
            // Version 2 keeps the nominal model's recipient values.
            assert_eq!(
                two.ratings.recipient, plain.ratings.recipient,
                "{}",
                two.name
            );
            let factor = table.of(&two.id).map_or(1.0, |c| c.shots);
            if three.ratings.recipient != two.ratings.recipient {
                moved += 1;
                assert_eq!(
                    three.ratings.recipient > two.ratings.recipient,
                    factor > 1.0,
                    "{}",
                    two.name
                );
            }
        }
    }
    assert!(moved >= 20, "only {moved} recipient values moved");
    assert_eq!(crc32fast::hash(all.as_bytes()), VERSION_2_SHEETS_CRC);
}

#[test]
fn the_corrections_table_parses_and_covers_only_league_players() {
    let league = crate::games::sim::builtin_league();
    let tables = [
        super::cards::builtin_corrections(),
        super::cards::builtin_corrections_v3(),
    ];
    for table in tables {
        let strangers = table.strangers(league);
        assert!(
            strangers.is_empty(),
            "not skaters of the league: {strangers:?}"
        );
    }
    let text = "id,goals,assists,shots,pim\nP001,1.5,1,0.8,2\n";
    let parsed = super::cards::Corrections::parse(text).expect("well formed");
    assert_eq!(parsed.of("P001").map(|c| c.goals), Some(1.5));
    assert_eq!(
        super::cards::Corrections::parse(&parsed.to_csv()),
        Ok(parsed)
    );
    assert!(super::cards::Corrections::parse("id,goals,assists,shots,pim\nP001,1,x,1,1").is_err());
    assert!(super::cards::Corrections::parse("id,goals,assists,shots,pim\nP001,1,0,1,1").is_err());
    assert!(super::cards::Corrections::parse("goals\n").is_err());
}

// ----- rules versions: fingerprints of how each plays -----

/// Computer-managed league games, seeds 1-24 on a version's defaults (every fourth on the other
/// timer, every sixth with the May 2010 races and the shooting side): the CRC-32 of every
/// game's events.
fn managed_fingerprint(rules_version: u16, defaults: fn(Options) -> Options) -> u32 {
    let league = crate::games::sim::builtin_league();
    let mut all = String::new();
    for seed in 1..=24u64 {
        let mut options = defaults(league_options(league, seed));
        if seed % 4 == 0 {
            options.timer = match options.timer {
                super::clock::Timer::Basic => super::clock::Timer::Standard,
                super::clock::Timer::Standard => super::clock::Timer::Basic,
            };
        }
        if seed % 6 == 0 {
            options.icing_races = true;
            options.dump_in_races = true;
            options.shooting_side = true;
        }
        let mut game = FourthStreet::with_rules_version(options, seed, rules_version);
        let mut events = game.initial_events();
        while game.outcome().is_none() {
            let action = Team::BOTH
                .into_iter()
                .find_map(|t| game.manager_choice(t))
                .unwrap_or(Action::Roll);
            events.extend(
                game.apply(&action)
                    .expect("the manager's actions are legal"),
            );
        }
        all.push_str(&format!("{events:?}{:?}", game.outcome()));
    }
    crc32fast::hash(all.as_bytes())
}

/// The computer managers' games under version 3 are the games they played before version 4
/// (the fingerprint was taken then), so records made under version 3 replay as played.
#[test]
fn version_3_managed_games_are_unchanged() {
    assert_eq!(
        managed_fingerprint(3, Options::as_of_version_3),
        0x37ae_5f1e
    );
}

/// The same for version 4, taken before any version-5 change.
#[test]
fn version_4_managed_games_are_unchanged() {
    assert_eq!(
        managed_fingerprint(4, Options::as_of_version_4),
        0x5c7a_c572
    );
}

/// The same for version 5, taken before any version-6 change (the 2:00 change on long
/// penalties, finding 14).
#[test]
fn version_5_managed_games_are_unchanged() {
    assert_eq!(
        managed_fingerprint(5, Options::as_of_version_4),
        0x0373_0e31
    );
}

/// The same for version 6, taken before any version-7 change (the coach's bench, FS-1 to
/// FS-3).
#[test]
fn version_6_managed_games_are_unchanged() {
    assert_eq!(
        managed_fingerprint(6, Options::as_of_version_4),
        0xb3f2_4341
    );
}

/// Version 4 plays the book at 3 on 3 unless the house rule is on: a loose puck won with a d6p
/// naming an empty slot is rolled again (L1626-1630), and a loose puck takes the long time.
#[test]
fn version_4_plays_3_on_3_by_the_book_without_the_house_rule() {
    let mut g = game();
    three_on_three(&mut g);
    loose_in_home_end(&mut g);
    rig(&mut g, vec![faces(9, 5, 3, 12, 1, 1)]);
    roll(&mut g);
    assert!(matches!(g.step, Step::LoosePuck { repeat: true, .. }));
    assert_eq!(g.clock.text(), "19:48");
    // Version 3 records keep the pairs and the short play.
    let mut g = FourthStreet::with_rules_version(standard_timer(), 7, 3);
    three_on_three(&mut g);
    loose_in_home_end(&mut g);
    rig(&mut g, vec![faces(9, 5, 3, 12, 1, 1)]);
    roll(&mut g);
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(2)));
    assert_eq!(g.clock.text(), "19:54");
}

/// New games take the book's basic timer (20 s long plays, L303-313) and leave the house rule
/// off; the standard timer stays an option.
#[test]
fn new_games_play_the_books_timer() {
    let options = Options::default();
    assert_eq!(options.timer, super::clock::Timer::Basic);
    assert!(!options.three_on_three_house_rule);
    let mut g = FourthStreet::new(options, 7);
    loose_in_home_end(&mut g);
    rig(&mut g, vec![faces(9, 5, 1, 12, 1, 1)]);
    roll(&mut g);
    assert_eq!(g.clock.text(), "19:40");
}

/// R29 (audit finding 1): the away LW and C forecheck, caught in the home end when the home
/// point man shoots from M1. From version 4 the d6p naming the LW finds nobody to block
/// (L482-490, L995-1001); version 3 let the LW block, as its records replay.
#[test]
fn a_forechecker_caught_up_ice_does_not_block_the_shot() {
    let shoot = |rules_version: u16| {
        let mut g = FourthStreet::with_rules_version(standard_timer(), 7, rules_version);
        every_action(&mut g, Team::Home, PuckAction::Ws);
        put(
            &mut g,
            Team::Home,
            5,
            Area::Offensive(Lane::Middle, Level::One),
        );
        card_mut(&mut g, Team::Away, 1).ratings.bl = 20;
        g.forecheck[Team::Away] = Some(2);
        assert_eq!(g.forecheckers(Team::Away), vec![1, 2]);
        // d6p 1 names the forechecking LW; d20 20 would block for anyone who could.
        rig(&mut g, vec![faces(4, 5, 1, 20, 1, 3)]);
        let events = roll(&mut g);
        let blocked = events.iter().any(|e| matches!(e, Event::Blocked { .. }));
        (blocked, g.forecheck[Team::Away])
    };
    assert_eq!(
        shoot(4),
        (false, None),
        "no block; the forecheckers get back after the shot"
    );
    assert!(shoot(3).0, "version 3 records keep the block");
}

/// R170 (audit finding 3): the goalie's ▲Ⓐ moves the puck one zone from his own end, to the
/// neutral zone, and △Ⓐ two, to the blue line (L2419-2425); a zone more on a power play. Version
/// 5 counts that way; version 4 put two zones in front of the other net, and version 3 counted
/// from behind the net. Each replays as it was played.
#[test]
fn a_goalie_pass_lands_where_the_book_says() {
    let land = |rules_version: u16, d20: u8, power_play: bool| {
        let mut g = FourthStreet::with_rules_version(standard_timer(), 7, rules_version);
        every_action(&mut g, Team::Home, PuckAction::Dc);
        put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
        if power_play {
            g.on_ice[Team::Home][2] = None;
        }
        goalie_mut(&mut g, Team::Away).pass = super::goalie::GoaliePass::EXAMPLE;
        rig(&mut g, vec![faces(0, 0, 6, d20, 3, 3)]);
        roll(&mut g);
        assert_eq!(g.puck, Team::Away);
        g.area
    };
    let blue_line = Area::Offensive(Lane::Middle, Level::Three);
    assert_eq!(
        land(5, 3, false),
        Area::Neutral(Lane::Middle),
        "▲Ⓐ: one zone"
    );
    assert_eq!(land(5, 6, false), blue_line, "△Ⓐ: two zones");
    assert_eq!(land(5, 3, true), blue_line, "▲Ⓐ on a power play: two");
    assert_eq!(
        land(5, 6, true),
        Area::Offensive(Lane::Middle, Level::Two),
        "△Ⓐ on a power play: three"
    );
    assert_eq!(land(4, 3, false), Area::Neutral(Lane::Middle));
    assert_eq!(land(4, 6, false), Area::Offensive(Lane::Middle, Level::One));
    assert_eq!(land(3, 3, false), Area::Defensive(Lane::Middle));
    assert_eq!(land(3, 6, false), Area::Neutral(Lane::Middle));
}

/// The new-game page's options: every choice and flag sets the field it names, and the page's
/// defaults are the game's.
#[test]
fn rule_options_set_what_they_name() {
    crate::games::sim::check_rule_sets::<Options>();
}

// ----- sitting out (Action::SitOut) -----

#[test]
fn a_sat_out_skater_is_never_dressed_nor_on_the_ice() {
    use crate::games::sim::checks;
    let (game, name) =
        checks::sat_out_skater_misses_the_game::<FourthStreet>(Options::default(), 4);
    let sheet = game.sheet(Team::Home);
    let i = sheet.skaters.iter().position(|s| s.name == name).unwrap();
    assert_eq!(game.toi[Team::Home][i], 0);
    assert!(
        !game
            .lineup(Team::Home)
            .skaters()
            .any(|p| usize::from(p) == i)
    );
    let units = game.special_units(Team::Home);
    let named = units.power_play.iter().chain(&units.penalty_kill);
    assert!(!named.clone().any(|&p| usize::from(p) == i));
}

#[test]
fn a_sat_out_player_cannot_be_dressed_and_his_lines_call_up_a_stand_in() {
    use crate::games::sim::SimPlay;
    let mut game = FourthStreet::new(Options::default(), 2);
    let before = game.lineup(Team::Home);
    let star = before.forwards[0][1];
    let name = game.skater(Team::Home, star).name.clone();
    let action = game.sit_out_action(Team::Home, &name).unwrap();
    game.apply(&action).unwrap();
    let after = game.lineup(Team::Home);
    assert!(!after.skaters().any(|p| p == star));
    assert_eq!(after.forwards.len(), before.forwards.len());
    assert_eq!(
        game.apply(&Action::SetLineup {
            team: Team::Home,
            lineup: before
        }),
        Err(RuleError::Lineup(
            crate::games::sim::LineupError::Unavailable(star)
        ))
    );
    assert!(
        game.apply(&Action::SetLineup {
            team: Team::Home,
            lineup: after
        })
        .is_ok()
    );
}

#[test]
fn a_sat_out_starter_leaves_the_net_to_the_backup() {
    crate::games::sim::checks::sat_out_starter_leaves_the_net_to_the_backup::<FourthStreet>(
        Options::default(),
        5,
    );
}

#[test]
fn sitting_out_is_refused_late_twice_or_leaving_a_team_short() {
    crate::games::sim::checks::sit_out_refusals::<FourthStreet>(Options::default(), 7);
}

#[test]
fn a_record_with_sit_outs_round_trips() {
    crate::games::sim::checks::sit_out_round_trips::<FourthStreet>(Options::default(), 9);
}

#[test]
fn no_injury_here_reaches_a_later_game() {
    use crate::games::sim::SimPlay;
    let game = FourthStreet::new(Options::default(), 1);
    let hurt = Event::Injury {
        team: Team::Home,
        player: 0,
        goalie: false,
        length: Some(InjuryLength::RestOfGame),
    };
    assert_eq!(game.games_missed(&hurt), None);
}

/// A season plays one own team game after game: its cards are built once and shared, like a
/// league team's, and a changed team is built again.
#[test]
fn an_own_teams_sheet_is_built_once_and_a_changed_team_again() {
    use super::rules::sheet_for;
    use crate::games::sim::TeamPick;
    let league = crate::games::sim::builtin_league();
    let (skaters, goalies) = crate::league::team_csv_template(&league.teams[2]);
    let team = crate::league::team_from_csv("RVO", "Riverton", "Otters", &skaters, &goalies, &[])
        .expect("a league team's lines make an own team");
    let pick = TeamPick::Own(Box::new(team.clone()));
    let first = sheet_for(&pick);
    assert!(
        std::sync::Arc::ptr_eq(&first, &sheet_for(&pick)),
        "built once"
    );
    let mut renamed = team;
    renamed.name = "Beavers".into();
    let other = sheet_for(&TeamPick::Own(Box::new(renamed)));
    assert!(
        !std::sync::Arc::ptr_eq(&first, &other),
        "another team, other cards"
    );
    assert_eq!(other.name, "Riverton Beavers");
}

/// A season builds a team's cards a piece a step (the context, then a card a skater) and gets
/// the cards a whole build gives, under the newest rules and an older version's.
#[test]
fn a_sheet_built_a_step_at_a_time_is_the_whole_builds() {
    use super::rules::{SheetBuild, TeamSheet, prepare_sheet_step, sheet_for_version};
    use crate::games::sim::TeamPick;
    let league = crate::games::sim::builtin_league();
    let team = &league.teams[4];
    for version in [1, FourthStreet::RULES_VERSION] {
        let mut build = SheetBuild::new(team.clone(), version);
        let mut steps = 1;
        let sheet = loop {
            if let Some(sheet) = build.step() {
                break sheet;
            }
            steps += 1;
        };
        assert_eq!(
            steps,
            team.skaters().count() + 1,
            "the context, then a card a skater"
        );
        assert_eq!(sheet, TeamSheet::of_version(team, version));
    }
    let (skaters, goalies) = crate::league::team_csv_template(&league.teams[6]);
    let own = crate::league::team_from_csv("PRP", "Riverton", "Steps", &skaters, &goalies, &[])
        .expect("a league team's lines make an own team");
    let pick = TeamPick::Own(Box::new(own));
    let version = FourthStreet::RULES_VERSION;
    let mut calls = 1;
    while !prepare_sheet_step(&pick, version) {
        calls += 1;
    }
    assert!(calls > 2, "built over several calls ({calls})");
    assert!(prepare_sheet_step(&pick, version), "and kept");
    assert_eq!(
        *sheet_for_version(&pick, version),
        TeamSheet::of_version(pick.team(), version)
    );
}
