//! Rules the conformance table (docs/rules/fourth-street.md) found with no test of their own,
//! each set up with fixed dice and checked against the book (cited Lnn of the rulebook).

use super::cards::{PlayResult, PuckAction, Recipient, ShotKind, ShotTarget};
use super::charts::{self, Rush};
use super::goalie::{CloudResult, Colour, GoalieSymbol, zone_index};
use super::play::*;
use super::rink::{Area, Lane, Level, Move, Third};
use super::rules::{FourthStreet, Penalty};
use super::state::{GoalieZone, Options};
use super::tests::{
    card_mut, every_action, every_cell, faces, game, goalie_mut, matchup_game, put, rig, roll,
    rolled_readings, standard_timer,
};
use super::tests_examples::{shot_on, white};
use crate::engine::dice::TrayDie;
use crate::engine::{Game, Team};
use std::sync::Arc;

fn matchup(events: &[Event]) -> (Option<Slot>, bool, PlayResult) {
    events
        .iter()
        .find_map(|e| match *e {
            Event::Matchup {
                defender,
                offence_won,
                result,
                ..
            } => Some((defender, offence_won, result)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("a matchup: {events:?}"))
}

fn whistle(events: &[Event]) -> Option<Whistle> {
    events.iter().find_map(|e| match *e {
        Event::Whistle(w) => Some(w),
        _ => None,
    })
}

fn injury(events: &[Event]) -> Option<(Team, u8, bool, Option<InjuryLength>)> {
    events.iter().find_map(|e| match *e {
        Event::Injury {
            team,
            player,
            goalie,
            length,
        } => Some((team, player, goalie, length)),
        _ => None,
    })
}

fn basic_timer_game() -> FourthStreet {
    FourthStreet::new(Options::default(), 7)
}

/// R33, R158 (L1965): the defence's aggressiveness is added to its defenders' DF, so +2 takes
/// two off the passer's range and -2 adds two.
#[test]
fn r33_r158_aggressiveness_is_added_to_the_defenders_ratings() {
    let reads = |aggressiveness: i8, d20: u8| {
        let mut g = matchup_game(PuckAction::Pd);
        card_mut(&mut g, Team::Home, 2).ratings.ps = 15;
        card_mut(&mut g, Team::Away, 4).ratings.df = 5;
        g.coaching[Team::Away].aggressiveness = aggressiveness;
        rig(&mut g, vec![faces(0, 0, 4, d20, 3, 4)]);
        let events = roll(&mut g);
        let reading = rolled_readings(&events)[0].clone();
        (matchup(&events).1, reading)
    };
    // PS 15 - DF 5: 1-10 at aggressiveness 0.
    let (won, reading) = reads(0, 10);
    assert!(won && reading.contains("against 1-10"), "{reading}");
    let (won, reading) = reads(2, 10);
    assert!(!won && reading.contains("against 1-8"), "{reading}");
    let (won, reading) = reads(-2, 12);
    assert!(won && reading.contains("against 1-12"), "{reading}");
}

/// R51 (L1385-1389): a pass to a rank nobody on the ice fills is a loose puck.
#[test]
fn r51_a_pass_to_a_rank_nobody_fills_is_a_loose_puck() {
    let mut g = matchup_game(PuckAction::Pd);
    // Two teammates in the box: the carrier has two recipients, and Ⓓ names nobody.
    g.on_ice[Team::Home][2] = None;
    g.on_ice[Team::Home][4] = None;
    assert_eq!(g.recipients(Team::Home, 2).len(), 2);
    let pass = PlayResult::Move {
        movement: Move::Ahead,
        to: Some(Recipient::Rank(4)),
    };
    every_cell(&mut g, Team::Home, |c| &mut c.ps, pass);
    // d6p 6: no defender, the pass is unopposed.
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
    let events = roll(&mut g);
    assert!(events.contains(&Event::LoosePuck));
    assert!(matches!(g.step, Step::LoosePuck { .. }));
}

/// R52 (L1406-1410): ⍙ on a pass puts the rush chart on the receiver's SP.
#[test]
fn r52_a_rush_on_a_pass_reads_the_receivers_speed() {
    let d20 = (1..=20)
        .find(|&d| {
            charts::rush(5, 0, d) == Rush::Breakaway && charts::rush(1, 0, d) != Rush::Breakaway
        })
        .expect("a d20 that is a breakaway at SP 5 only");
    let mut g = matchup_game(PuckAction::Pd);
    let receiver = g.recipients(Team::Home, 2)[0];
    for card in &mut Arc::make_mut(&mut g.sheets[Team::Home]).skaters {
        card.ratings.sp = 1;
    }
    card_mut(&mut g, Team::Home, receiver).ratings.sp = 5;
    let rush = PlayResult::Rush {
        to: Some(Recipient::Rank(1)),
    };
    every_cell(&mut g, Team::Home, |c| &mut c.ps, rush);
    rig(
        &mut g,
        vec![faces(0, 0, 6, 1, 3, 4), vec![(TrayDie::D20, d20)]],
    );
    roll(&mut g);
    assert_eq!(
        (g.step.clone(), g.carrier),
        (Step::RushChart, Some(receiver))
    );
    let events = roll(&mut g);
    assert!(events.contains(&Event::Rush(Rush::Breakaway)));
}

/// R60 (L1580-1584): DC in the defensive zone clears the puck to the neutral zone, loose there.
#[test]
fn r60_a_clear_from_the_defensive_zone_is_loose_in_the_neutral_zone() {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Dc);
    put(&mut g, Team::Home, 4, Area::Defensive(Lane::Left));
    rig(&mut g, vec![faces(0, 0, 1, 1, 3, 3)]);
    roll(&mut g);
    assert_eq!(
        g.step,
        Step::LoosePuck {
            at: LooseAt::Zone {
                frame: Team::Home,
                third: Third::Neutral
            },
            repeat: false
        }
    );
}

/// R64, R65 (L1773-1777, L2413): a short-handed team's icing is not called, and with goalie
/// passes on the power play's goalie plays it out.
#[test]
fn r65_the_power_plays_goalie_may_pass_after_a_short_handed_icing() {
    let mut g = game();
    assert!(g.options().goalie_passes);
    every_action(&mut g, Team::Away, PuckAction::Ice);
    put(&mut g, Team::Away, 2, Area::Defensive(Lane::Left));
    g.on_ice[Team::Away][0] = None;
    g.penalties.push(Penalty {
        team: Team::Away,
        player: 0,
        slot: 1,
        kind: PenaltyKind::Minor,
        left: 100,
        reduces: true,
    });
    goalie_mut(&mut g, Team::Home).pass = super::goalie::GoaliePass::EXAMPLE;
    // d20 3: ▲Ⓐ on the example section.
    rig(&mut g, vec![faces(0, 0, 1, 3, 1, 1)]);
    let events = roll(&mut g);
    assert_eq!(whistle(&events), None, "no icing called");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Note(n) if n.contains("plays it (d20 3): ▲Ⓐ"))),
        "{events:?}"
    );
    assert_eq!(g.puck, Team::Home);
}

/// R66 (L1912-1914): a team short only because the other side pulled its goalie is not
/// short-handed: its icing is called (after the empty-net roll misses, R68).
#[test]
fn r66_icing_is_called_on_a_team_short_only_by_a_pulled_goalie() {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Ice);
    put(&mut g, Team::Home, 2, Area::Defensive(Lane::Middle));
    g.pulled[Team::Away] = true;
    g.set_lineup_for_tests(Team::Away);
    assert!(g.skaters_on(Team::Away) > g.skaters_on(Team::Home));
    rig(
        &mut g,
        vec![faces(0, 0, 1, 1, 3, 3), faces(5, 5, 1, 1, 1, 1)],
    );
    roll(&mut g);
    assert_eq!(g.step, Step::EmptyNetIce);
    let events = roll(&mut g);
    assert_eq!(g.score().home, 0, "55 misses the empty net");
    assert_eq!(whistle(&events), Some(Whistle::Icing));
}

/// R67 (L2121-2125, L313): the icing face-off is where the puck was iced from, and the ICE roll
/// is a stoppage play, 10 seconds on the basic timer.
#[test]
fn r67_an_icing_draw_is_where_it_was_iced_from_and_takes_ten_seconds() {
    let mut g = basic_timer_game();
    every_action(&mut g, Team::Home, PuckAction::Ice);
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Right));
    rig(&mut g, vec![faces(0, 0, 1, 1, 3, 3)]);
    let events = roll(&mut g);
    assert_eq!(whistle(&events), Some(Whistle::Icing));
    assert_eq!(g.clock.text(), "19:50");
    let Step::FaceOff(spot) = g.step else {
        panic!("a face-off next, not {:?}", g.step);
    };
    assert!(matches!(spot.area, Area::Neutral(_)), "{spot:?}");
}

/// R70 (L2127-2129, L313): offside is a face-off in the neutral zone's lane of the play, a
/// 10-second stoppage play on the basic timer.
#[test]
fn r70_offside_faces_off_in_the_neutral_lane() {
    let mut g = basic_timer_game();
    every_action(&mut g, Team::Home, PuckAction::Off);
    put(&mut g, Team::Home, 2, Area::Neutral(Lane::Left));
    rig(&mut g, vec![faces(0, 0, 1, 1, 3, 3)]);
    let events = roll(&mut g);
    assert_eq!(whistle(&events), Some(Whistle::Offside));
    assert_eq!(g.clock.text(), "19:50");
    assert_eq!(
        g.step,
        Step::FaceOff(FaceOffSpot {
            attacking: Team::Home,
            area: Area::Neutral(Lane::Left)
        })
    );
}

/// A wrist shot from M1 by the home C whose d6p names the away LD and whose d20 would block.
fn blocked_shot(options: Options) -> Vec<Event> {
    let mut g = FourthStreet::new(options, 7);
    every_action(&mut g, Team::Home, PuckAction::Ws);
    put(
        &mut g,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::One),
    );
    card_mut(&mut g, Team::Away, 4).ratings.bl = 20;
    rig(&mut g, vec![faces(4, 5, 4, 20, 1, 3)]);
    roll(&mut g)
}

/// R77 (L2358-2364): the January 2009 option drops the block check.
#[test]
fn r77_the_no_blocks_option_skips_the_block_check() {
    let blocked = |events: &[Event]| events.iter().any(|e| matches!(e, Event::Blocked { .. }));
    assert!(blocked(&blocked_shot(standard_timer())));
    let events = blocked_shot(Options {
        no_blocks: true,
        ..standard_timer()
    });
    assert!(!blocked(&events));
    assert!(!rolled_readings(&events)[0].contains("may block"));
}

/// Part two of a shot of `quality` at c3 reading `c`/`w`, with the d6p at `d6p`.
pub(super) fn part_two(g: &mut FourthStreet, quality: Colour, c: u8, w: u8, d6p: u8) -> Vec<Event> {
    let z = GoalieZone::parse("c3").expect("a zone");
    goalie_mut(g, Team::Away).quality.zones[zone_index(z)] = [quality; 3];
    let area = Area::Offensive(Lane::Middle, Level::Two);
    put(g, Team::Home, 2, area);
    g.step = Step::ShotGoalie(OnTarget {
        shot: Shot::plain(Team::Home, 2, ShotKind::Wrist, area),
        zone: z,
    });
    rig(g, vec![faces(c, w, d6p, 10, 3, 3)]);
    roll(g)
}

/// R89, R96 (L934, L1201-1203, L1234-1236): a ☁ reads the goalie's cloud row at the part-two
/// d6p, and only a cloud reads that die.
#[test]
fn r89_r96_a_cloud_reads_the_cloud_row_at_the_d6p() {
    for (d6p, cloud, expected) in [
        (2, CloudResult::Goal, "goal"),
        (5, CloudResult::Stoppage, "stoppage"),
        (6, CloudResult::Loose, "loose"),
    ] {
        let mut g = game();
        {
            let goalie = goalie_mut(&mut g, Team::Away);
            goalie.grid[4][5] = white(GoalieSymbol::Cloud);
            goalie.cloud = [CloudResult::Loose; 6];
            goalie.cloud[usize::from(d6p - 1)] = cloud;
        }
        let events = part_two(&mut g, Colour::Blue, 4, 5, d6p);
        match expected {
            "goal" => assert_eq!(g.score().home, 1, "d6p {d6p}"),
            "stoppage" => assert_eq!(whistle(&events), Some(Whistle::OutOfPlay)),
            _ => assert!(events.contains(&Event::LoosePuck)),
        }
    }
    // Any other cell: the d6p changes nothing.
    let results: Vec<_> = (1..=6)
        .map(|d6p| {
            let mut g = game();
            goalie_mut(&mut g, Team::Away).grid[4][5] = white(GoalieSymbol::Loose);
            part_two(&mut g, Colour::Blue, 4, 5, d6p);
            (g.step.clone(), g.score())
        })
        .collect();
    assert!(results.windows(2).all(|w| w[0] == w[1]));
}

/// R93 (L1222-1226, A62): ✖ freezes the puck only when the goalie's bench orders it; else it
/// is loose.
#[test]
fn r93_a_cross_freezes_only_on_the_benchs_order() {
    for freeze in [true, false] {
        let mut g = game();
        goalie_mut(&mut g, Team::Away).grid[4][5] = white(GoalieSymbol::FreezeIfOrdered);
        g.coaching[Team::Away].freeze_on_cross = freeze;
        let events = part_two(&mut g, Colour::Blue, 4, 5, 1);
        if freeze {
            assert_eq!(whistle(&events), Some(Whistle::Frozen));
        } else {
            assert!(events.contains(&Event::LoosePuck) && whistle(&events).is_none());
        }
    }
}

/// R98, R99, R100 (L1242-1246): ¿ is a weird play, ◉ a stoppage and a face-off, ○ a loose puck.
#[test]
fn r98_r99_r100_weird_play_stoppage_and_loose_puck_cells() {
    let mut g = game();
    goalie_mut(&mut g, Team::Away).grid[4][5] = white(GoalieSymbol::Weird);
    part_two(&mut g, Colour::Blue, 4, 5, 1);
    assert_eq!(g.step, Step::WeirdPlay);
    let mut g = game();
    goalie_mut(&mut g, Team::Away).grid[4][5] = white(GoalieSymbol::Stoppage);
    let events = part_two(&mut g, Colour::Blue, 4, 5, 1);
    assert_eq!(whistle(&events), Some(Whistle::OutOfPlay));
    assert!(matches!(g.step, Step::FaceOff(_)));
    let mut g = game();
    goalie_mut(&mut g, Team::Away).grid[4][5] = white(GoalieSymbol::Loose);
    let events = part_two(&mut g, Colour::Blue, 4, 5, 1);
    assert!(events.contains(&Event::LoosePuck));
}

/// R102, R160 (L1978-1982, A69): a shot that reaches the grid is a shot on goal and a save; a
/// wide one (wL, wR) is a miss, a loose puck, and no shot on goal.
#[test]
fn r102_r160_shots_on_goal_count_the_grid_and_misses_are_loose() {
    let shots = |g: &FourthStreet| g.box_score.totals()[Team::Home].shots_on_goal;
    let mut g = game();
    goalie_mut(&mut g, Team::Away).grid[4][5] = white(GoalieSymbol::Loose);
    let before = shots(&g);
    part_two(&mut g, Colour::Blue, 4, 5, 1);
    assert_eq!(shots(&g), before + 1, "on the grid: a shot on goal");
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Ws);
    put(
        &mut g,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::Two),
    );
    card_mut(&mut g, Team::Home, 2).shot.cells = [[ShotTarget::WideLeft; 6]; 6];
    let before = shots(&g);
    // d6p 6 names nobody to block.
    rig(&mut g, vec![faces(0, 0, 6, 1, 3, 3)]);
    let events = roll(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Missed { .. })));
    assert!(events.contains(&Event::LoosePuck));
    assert_eq!(shots(&g), before, "a miss is no shot on goal");
}

/// R128 (L486): a loose puck frees the forecheckers.
#[test]
fn r128_a_loose_puck_frees_the_forecheckers() {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Dc);
    put(&mut g, Team::Home, 4, Area::Defensive(Lane::Middle));
    g.forecheck[Team::Away] = Some(2);
    rig(&mut g, vec![faces(0, 0, 1, 1, 3, 3)]);
    roll(&mut g);
    assert!(matches!(g.step, Step::LoosePuck { .. }));
    assert_eq!(g.forecheck[Team::Away], None);
}

/// R130 (L1670-1672, A51): a ☢ won unopposed takes the d6p's man as the defender.
#[test]
fn r130_an_unopposed_penalty_cell_names_the_d6ps_defender() {
    let mut g = matchup_game(PuckAction::Pd);
    every_cell(&mut g, Team::Home, |c| &mut c.ps, PlayResult::Penalty);
    // d6p 6 names nobody (no extra skater): unopposed, and the penalty's defender is the
    // d6p's man, rolled again until one is on the ice (3, the away RW).
    rig(
        &mut g,
        vec![faces(0, 0, 6, 1, 3, 4), vec![(TrayDie::NumberedD6, 3)]],
    );
    let events = roll(&mut g);
    assert_eq!(matchup(&events).0, None, "unopposed");
    assert_eq!(
        g.step,
        Step::PenaltyChart {
            offence: Team::Home,
            offender: Some(2),
            defender: Some(3)
        }
    );
}

/// R131 (L1672-1678): PN takes the holder and the d6p's defender, rolled again until it names
/// a man on the ice, wherever he is.
#[test]
fn r131_a_penalty_action_rolls_the_d6p_until_it_names_a_defender_on_the_ice() {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Pn);
    put(
        &mut g,
        Team::Home,
        3,
        Area::Offensive(Lane::Right, Level::One),
    );
    // d6p 6 names nobody (no extra skater): rolled again, 1 names the away LW.
    rig(
        &mut g,
        vec![faces(0, 0, 6, 1, 3, 3), vec![(TrayDie::NumberedD6, 1)]],
    );
    roll(&mut g);
    assert_eq!(
        g.step,
        Step::PenaltyChart {
            offence: Team::Home,
            offender: Some(3),
            defender: Some(1)
        }
    );
}

/// R146 (L1918-1920): ☠ may hurt the loser of the matchup (here the defender), and the puck
/// is loose.
#[test]
fn r146_a_hard_hit_may_hurt_the_loser() {
    let mut g = matchup_game(PuckAction::Sc);
    every_cell(&mut g, Team::Home, |c| &mut c.sk, PlayResult::HardHit);
    let loser = g.at(Team::Away, 4);
    // d6p 4: the away LD defends; d20 1 wins for the carrier.
    rig(&mut g, vec![faces(0, 0, 4, 1, 3, 4)]);
    let events = roll(&mut g);
    assert!(matchup(&events).1, "the carrier wins");
    let Step::Injury { hurt, .. } = g.step.clone() else {
        panic!("the injury chart next, not {:?}", g.step);
    };
    assert_eq!(
        (hurt.team, Some(hurt.player), hurt.certain),
        (Team::Away, loser, false)
    );
}

/// R147, R148, C7 (L1918-1922; A12): ✚ on a skater's column may hurt him (a chart roll of 12
/// or less leaves him unhurt); an INJ action always hurts, at least shaken for the shift.
#[test]
fn r147_r148_a_cross_may_hurt_and_an_inj_always_hurts() {
    let hurt_after = |action: PuckAction| {
        let mut g = matchup_game(action);
        every_cell(&mut g, Team::Home, |c| &mut c.sk, PlayResult::Injury);
        for card in &mut Arc::make_mut(&mut g.sheets[Team::Home]).skaters {
            card.ratings.injury = 0;
        }
        // d6p 6: unopposed; then d20 1 on the chart.
        rig(
            &mut g,
            vec![faces(0, 0, 6, 1, 3, 4), vec![(TrayDie::D20, 1)]],
        );
        roll(&mut g);
        assert!(matches!(g.step, Step::Injury { .. }), "{:?}", g.step);
        injury(&roll(&mut g)).expect("an injury roll").3
    };
    assert_eq!(
        hurt_after(PuckAction::Sc),
        None,
        "✚: 1 on the chart is not hurt"
    );
    assert_eq!(hurt_after(PuckAction::Inj), Some(InjuryLength::RestOfShift));
}

/// R149, R169, D50, C7 (L1923-1929): the d20 plus the skater's Gm rating reads the chart (13-17
/// shaken, 18-21 out for the period, 22 or more out for the game); he leaves the ice, someone
/// takes his place at once, and the puck is loose where he had it.
#[test]
fn r149_r169_an_injured_skater_leaves_at_once_by_the_chart() {
    for (d20, rating, length) in [
        (13, 0, InjuryLength::RestOfShift),
        (12, 6, InjuryLength::RestOfPeriod),
        (20, 2, InjuryLength::RestOfGame),
    ] {
        let mut g = game();
        every_action(&mut g, Team::Home, PuckAction::Inj);
        put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
        let hurt = g.at(Team::Home, 2).unwrap();
        card_mut(&mut g, Team::Home, 2).ratings.injury = rating;
        rig(
            &mut g,
            vec![faces(0, 0, 1, 1, 3, 3), vec![(TrayDie::D20, d20)]],
        );
        roll(&mut g);
        let events = roll(&mut g);
        let reading = rolled_readings(&events)[0].clone();
        assert!(
            reading.contains(&format!("d20 {d20} + {rating} = {}", d20 + rating)),
            "{reading}"
        );
        assert_eq!(
            injury(&events),
            Some((Team::Home, hurt, false, Some(length)))
        );
        assert!(
            g.at(Team::Home, 2).is_some_and(|p| p != hurt),
            "replaced at once"
        );
        assert!(
            g.on_ice[Team::Home].iter().all(|&p| p != Some(hurt)),
            "he is off the ice"
        );
        assert!(matches!(
            g.step,
            Step::LoosePuck {
                at: LooseAt::Spot { .. } | LooseAt::Zone { .. },
                ..
            }
        ));
    }
}

/// D62, C7: the goalie's Inj is added to the chart's d20 as a skater's Gm is.
#[test]
fn d62_the_goalies_inj_rating_is_added_on_the_injury_chart() {
    let mut g = game();
    {
        let goalie = goalie_mut(&mut g, Team::Away);
        goalie.grid[4][5] = white(GoalieSymbol::Injury);
        goalie.injury = 3;
    }
    shot_on(&mut g, Colour::Blue, 4, 5);
    rig(&mut g, vec![vec![(TrayDie::D20, 15)]]);
    let events = roll(&mut g);
    assert!(rolled_readings(&events)[0].contains("d20 15 + 3 = 18"));
    assert_eq!(
        injury(&events).map(|i| i.3),
        Some(Some(InjuryLength::RestOfPeriod))
    );
}

/// P30, D12: the offence is the team with the puck or the one that last had it, so a loose
/// puck leaves the shooting team on offence until someone wins it.
#[test]
fn p30_d12_the_offence_is_the_team_that_last_had_the_puck() {
    let mut g = game();
    goalie_mut(&mut g, Team::Away).grid[4][5] = white(GoalieSymbol::Loose);
    part_two(&mut g, Colour::Blue, 4, 5, 1);
    assert!(matches!(g.step, Step::LoosePuck { .. }));
    assert_eq!((g.puck, g.carrier), (Team::Home, None));
}

/// R113 (L2262, A40): ◘ sends the shot to the game-plan zone; with no plan the engine picks for
/// the offence the zone of the goalie's best colour for the shooter at his level.
#[test]
fn r113_a_plan_cell_aims_at_the_game_plan_zone() {
    let aim = |plan: Option<GoalieZone>| {
        let mut g = game();
        every_action(&mut g, Team::Home, PuckAction::Ws);
        put(
            &mut g,
            Team::Home,
            2,
            Area::Offensive(Lane::Middle, Level::Two),
        );
        {
            let card = card_mut(&mut g, Team::Home, 2);
            card.shot.cells = [[ShotTarget::GamePlan; 6]; 6];
            card.drift.cells = [[super::cards::Drift::Nothing; 6]; 6];
        }
        {
            let zones = &mut goalie_mut(&mut g, Team::Away).quality.zones;
            zones.iter_mut().for_each(|z| *z = [Colour::Violet; 3]);
            zones[zone_index(GoalieZone::parse("b2").unwrap())] = [Colour::Yellow; 3];
        }
        g.coaching[Team::Home].game_plan = plan;
        // d6p 6: nobody to block.
        rig(&mut g, vec![faces(0, 0, 6, 1, 3, 3)]);
        roll(&mut g);
        match g.step {
            Step::ShotGoalie(on) => on.zone,
            ref other => panic!("a shot on target, not {other:?}"),
        }
    };
    let e4 = GoalieZone::parse("e4").unwrap();
    assert_eq!(aim(Some(e4)), e4);
    assert_eq!(aim(None), GoalieZone::parse("b2").unwrap());
}

/// R154 (L1237-1239): in a shootout a ☁ counts as a violet square, a goal whatever the cloud
/// row says; in play the same cell reads the row.
#[test]
fn r154_a_cloud_is_a_goal_in_the_shootout() {
    let attempt = |shootout: bool| {
        let mut g = game();
        {
            let goalie = goalie_mut(&mut g, Team::Away);
            goalie.grid[4][5] = white(GoalieSymbol::Cloud);
            goalie.cloud = [CloudResult::Loose; 6];
        }
        let z = GoalieZone::parse("c3").expect("a zone");
        goalie_mut(&mut g, Team::Away).quality.zones[zone_index(z)] = [Colour::Blue; 3];
        let area = Area::Offensive(Lane::Middle, Level::One);
        put(&mut g, Team::Home, 2, area);
        g.step = Step::ShotGoalie(OnTarget {
            shot: Shot {
                shootout,
                ..Shot::plain(Team::Home, 2, ShotKind::Breakaway, area)
            },
            zone: z,
        });
        rig(&mut g, vec![faces(4, 5, 1, 10, 3, 3)]);
        let events = roll(&mut g);
        events.iter().find_map(|e| match *e {
            Event::OnGoal { result, .. } => Some(result),
            _ => None,
        })
    };
    assert_eq!(attempt(true), Some(super::goalie::GoalieResult::Goal));
    assert_eq!(
        attempt(false),
        Some(super::goalie::GoalieResult::NoGoal(GoalieSymbol::Cloud))
    );
}
