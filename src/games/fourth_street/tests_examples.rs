//! The rulebook's remaining worked examples (section 4 of docs/fourth-street-readings.md) as
//! scenario tests with fixed dice. Cells an example needs but does not state are fixtures
//! ("(fixture)" in section 4). E14-E16 are card facts tested in goalie.rs
//! (`pictured_goalie_scores_as_the_table_says`, `plus_column_reads_by_the_units_digit`) and
//! cards.rs (`red_and_violet_shots_on_a_built_goalie`).

use super::cards::{
    ActionColumn, Drift, DriftArrow, Hand, ManAdvantage, PlayResult, PuckAction, PuckActions,
    ShotKind, ShotTarget,
};
use super::goalie::{Colour, GoalieForm, GoalieResult, GoalieSymbol, GridCell, zone_index};
use super::play::*;
use super::rink::{Area, Lane, Level, Move, Third};
use super::rules::{FourthStreet, Penalty};
use super::state::{GoalieZone, Options};
use super::tests::{
    card_mut, every_action, every_cell, faces, game, goalie_mut, matchup_game, put, rig, roll,
    rolled_readings,
};
use crate::engine::dice::{TrayDie, TrayRoll};
use crate::engine::{Game, Team};
use crate::league::Position;

fn zone(name: &str) -> GoalieZone {
    GoalieZone::parse(name).expect("a goalie zone")
}

pub(super) fn white(symbol: GoalieSymbol) -> GridCell {
    GridCell {
        colour: None,
        symbol,
    }
}

pub(super) fn coloured(colour: Colour, symbol: GoalieSymbol) -> GridCell {
    GridCell {
        colour: Some(colour),
        symbol,
    }
}

/// Part one done: the home player at `slot` has a shot of `kind` from `area` on its way to `at`.
fn on_target(g: &mut FourthStreet, slot: Slot, kind: ShotKind, area: Area, at: GoalieZone) {
    put(g, Team::Home, slot, area);
    g.step = Step::ShotGoalie(OnTarget {
        shot: Shot::plain(Team::Home, slot, kind, area),
        zone: at,
    });
}

/// No drift anywhere on the shooter's card, so only the cells a test sets matter.
fn no_drift(g: &mut FourthStreet, slot: Slot) {
    card_mut(g, Team::Home, slot).drift.cells = [[Drift::Nothing; 6]; 6];
}

/// The OnGoal event of a part two: (shooter, zone, level, quality, reading, result).
fn on_goal(events: &[Event]) -> (u8, GoalieZone, Level, Colour, u16, GoalieResult) {
    events
        .iter()
        .find_map(|e| match *e {
            Event::OnGoal {
                shooter,
                zone,
                level,
                quality,
                reading,
                result,
                ..
            } => Some((shooter, zone, level, quality, reading, result)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("a shot on goal: {events:?}"))
}

fn puck_action(events: &[Event]) -> (ActionColumn, PuckAction) {
    events
        .iter()
        .find_map(|e| match *e {
            Event::PuckAction { column, action, .. } => Some((column, action)),
            _ => None,
        })
        .unwrap_or_else(|| panic!("a puck action: {events:?}"))
}

#[test]
fn e6_bollingers_d_es_column_and_no_weird_play_on_the_pp_or_sh() {
    use PuckAction::*;
    let mut base = game();
    put(&mut base, Team::Home, 2, Area::Defensive(Lane::Middle));
    {
        let columns = &mut card_mut(&mut base, Team::Home, 2).actions.columns;
        // A15: 81-84 (PN, INJ) differ between the passages; only 00-80 and 85-99 are asserted.
        columns[ActionColumn::DefensiveEven.index()] = PuckActions::from_widths(&[
            (Pd, 41),
            (Sc, 19),
            (Dc, 15),
            (Ice, 6),
            (Pn, 2),
            (Inj, 2),
            (Wild, 14),
            (Wp, 1),
        ]);
        // (fixture) The greyed-out WP of D-PP and D-SH: the wild cards run to 99.
        for column in [
            ActionColumn::DefensivePowerPlay,
            ActionColumn::DefensiveShortHanded,
        ] {
            columns[column.index()] = PuckActions::from_widths(&[
                (Pd, 41),
                (Sc, 19),
                (Dc, 15),
                (Ice, 6),
                (Pn, 2),
                (Inj, 2),
                (Wild, 15),
            ]);
        }
    }
    let read = |g: &FourthStreet, combo: u8| {
        let mut g = g.clone();
        rig(&mut g, vec![faces(combo / 10, combo % 10, 6, 10, 3, 4)]);
        puck_action(&roll(&mut g))
    };
    for (combo, action) in [
        (0, Pd),
        (40, Pd),
        (41, Sc),
        (54, Sc),
        (59, Sc),
        (60, Dc),
        (74, Dc),
        (75, Ice),
        (80, Ice),
        (85, Wild),
        (98, Wild),
        (99, Wp),
    ] {
        assert_eq!(
            read(&base, combo),
            (ActionColumn::DefensiveEven, action),
            "{combo:02}"
        );
    }
    // 5 on 4 reads D-PP, 4 on 5 D-SH: 99 is no weird play there.
    let mut pp = base.clone();
    pp.on_ice[Team::Away][2] = None;
    let mut sh = base.clone();
    sh.on_ice[Team::Home][2] = None;
    assert_eq!(read(&pp, 99), (ActionColumn::DefensivePowerPlay, Wild));
    assert_eq!(read(&sh, 99), (ActionColumn::DefensiveShortHanded, Wild));
}

#[test]
fn e8_movement_from_the_d_zone() {
    for (from, movement, to) in [
        (
            Lane::Middle,
            Move::FarAhead,
            Area::Offensive(Lane::Middle, Level::Two),
        ),
        (
            Lane::Middle,
            Move::AheadRight,
            Area::Offensive(Lane::Right, Level::Three),
        ),
        // Already on the right, ▶ plays as ▲ (L741).
        (
            Lane::Right,
            Move::AheadRight,
            Area::Offensive(Lane::Right, Level::Three),
        ),
    ] {
        let mut g = game();
        every_action(&mut g, Team::Home, PuckAction::Sc);
        every_cell(
            &mut g,
            Team::Home,
            |c| &mut c.sk,
            PlayResult::Move { movement, to: None },
        );
        put(&mut g, Team::Home, 2, Area::Defensive(from));
        // d6p 3: the RW is not a forechecker, so he is not in the zone (R41).
        rig(&mut g, vec![faces(5, 4, 3, 20, 5, 3)]);
        let events = roll(&mut g);
        assert!(
            rolled_readings(&events)[0].contains("unopposed"),
            "{events:?}"
        );
        assert_eq!((g.puck, g.carrier), (Team::Home, Some(2)));
        assert_eq!(g.area, to, "{movement:?} from D {from:?}");
    }
}

#[test]
fn e17_a_blue_45_is_a_save_to_the_goalies_centre() {
    let mut g = game();
    let z = zone("c3");
    {
        let goalie = goalie_mut(&mut g, Team::Away);
        goalie.quality.zones[zone_index(z)] = [Colour::Blue; 3];
        // The pictured goalie's 45 (D57); 54 violet, so a swapped pair would score.
        goalie.grid[4][5] = white(GoalieSymbol::ReboundMate(2));
        goalie.grid[5][4] = coloured(Colour::Violet, GoalieSymbol::Loose);
    }
    no_drift(&mut g, 2);
    on_target(
        &mut g,
        2,
        ShotKind::Wrist,
        Area::Offensive(Lane::Middle, Level::Two),
        z,
    );
    let saves = |g: &FourthStreet| {
        let goalie = usize::from(g.in_net[Team::Away]);
        g.players[Team::Away].goalies[goalie].saves
    };
    let before = saves(&g);
    rig(&mut g, vec![faces(4, 5, 1, 10, 3, 3)]);
    let events = roll(&mut g);
    let (_, _, _, quality, reading, result) = on_goal(&events);
    assert_eq!((quality, reading), (Colour::Blue, 45));
    assert_eq!(result, GoalieResult::NoGoal(GoalieSymbol::ReboundMate(2)));
    assert_eq!(saves(&g), before + 1);
    assert_eq!((g.puck, g.carrier), (Team::Away, Some(2)));
    // d20 10 is L2 of the shooters' end (A4); the goalie's side sees it as its right (A3, A49).
    assert_eq!(g.area, Area::Defensive(Lane::Right));
}

/// E18's set-up: Hammer (RD) shoots from M2 at b2 (blue from level 2, yellow from level 1);
/// 98 is white on Anders and "+2" yellow (D58).
fn tip_game(drift: Drift) -> FourthStreet {
    let mut g = game();
    let b2 = zone("b2");
    {
        let goalie = goalie_mut(&mut g, Team::Away);
        goalie.quality.zones[zone_index(b2)] = [Colour::Yellow, Colour::Blue, Colour::Blue];
        goalie.grid[9][8] = white(GoalieSymbol::Freeze);
        goalie.plus[2] = coloured(Colour::Yellow, GoalieSymbol::ReboundOpponent(1));
    }
    // Bollinger's TP 4 is the highest after the shooter's own 9, which a tip never uses
    // (fixture: the others below 4).
    for (slot, tp) in [(1, 2), (2, 4), (3, 3), (4, 1), (5, 9)] {
        card_mut(&mut g, Team::Home, slot).ratings.tp = tp;
    }
    no_drift(&mut g, 5);
    card_mut(&mut g, Team::Home, 5).drift.cells[5][2] = drift;
    on_target(
        &mut g,
        5,
        ShotKind::Wrist,
        Area::Offensive(Lane::Middle, Level::Two),
        b2,
    );
    rig(&mut g, vec![faces(9, 8, 1, 17, 6, 3)]);
    g
}

#[test]
fn e18_a_tip_takes_the_tippers_level() {
    let mut g = tip_game(Drift::TipRank(1));
    let bollinger = g.at(Team::Home, 2).unwrap();
    let hammer = g.at(Team::Home, 5).unwrap();
    let events = roll(&mut g);
    assert!(events.contains(&Event::Tipped {
        team: Team::Home,
        tipper: bollinger
    }));
    // 98 + TP 4 = 102: "+" row 2, yellow; the tip reads b2 at level 1, yellow: a goal.
    assert_eq!(
        on_goal(&events),
        (
            bollinger,
            zone("b2"),
            Level::One,
            Colour::Yellow,
            102,
            GoalieResult::Goal
        )
    );
    // A70: the goal and the shot to the tipper, the first assist to the shooter.
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Goal { team: Team::Home, scorer, .. } if *scorer == bollinger
    )));
    assert!(events.contains(&Event::Assist {
        team: Team::Home,
        player: hammer
    }));
    let boxes = &g.players[Team::Home].skaters;
    assert_eq!(
        (
            boxes[usize::from(bollinger)].shots,
            boxes[usize::from(hammer)].shots
        ),
        (1, 0)
    );
    assert_eq!(g.step, Step::Assist { second: true });
    // Control: untipped, 98 is read as a blue shot from level 2, on white: a save.
    let mut g = tip_game(Drift::Nothing);
    let events = roll(&mut g);
    let (shooter, _, level, quality, reading, result) = on_goal(&events);
    assert_eq!(
        (shooter, level, quality, reading),
        (hammer, Level::Two, Colour::Blue, 98)
    );
    assert!(matches!(result, GoalieResult::NoGoal(_)));
    assert_eq!(g.score().home, 0);
}

#[test]
fn e19_a_screen_adds_ten_to_the_d10_pair() {
    let z = zone("c3");
    let shot = |drift: Drift| {
        let mut g = game();
        {
            let goalie = goalie_mut(&mut g, Team::Away);
            goalie.quality.zones[zone_index(z)] = [Colour::Red; 3];
            goalie.grid[5][3] = white(GoalieSymbol::Freeze);
            goalie.grid[6][3] = coloured(Colour::Red, GoalieSymbol::Loose);
        }
        no_drift(&mut g, 2);
        card_mut(&mut g, Team::Home, 2).drift.cells[1][3] = drift;
        on_target(
            &mut g,
            2,
            ShotKind::Wrist,
            Area::Offensive(Lane::Middle, Level::Two),
            z,
        );
        rig(&mut g, vec![faces(5, 3, 1, 10, 2, 4)]);
        let events = roll(&mut g);
        let (.., reading, result) = on_goal(&events);
        (reading, result)
    };
    assert_eq!(shot(Drift::Screen), (63, GoalieResult::Goal));
    assert_eq!(
        shot(Drift::Nothing),
        (53, GoalieResult::NoGoal(GoalieSymbol::Freeze))
    );
}

#[test]
fn e20_slap_shots_and_breakaways_shift_the_d6() {
    let read = |kind: ShotKind, b: u8, w: u8| {
        TrayRoll::from_faces(vec![(TrayDie::BlackD6, b), (TrayDie::WhiteD6, w)])
            .unwrap()
            .d6_combo_shifted(kind.shift())
            .unwrap()
    };
    assert_eq!(read(ShotKind::Wrist, 3, 2), 32);
    assert_eq!(read(ShotKind::Slap, 3, 2), 43);
    assert_eq!(read(ShotKind::Breakaway, 3, 2), 21);
    assert_eq!(read(ShotKind::Slap, 6, 6), 66);
    assert_eq!(read(ShotKind::Breakaway, 1, 1), 11);
    assert_eq!(read(ShotKind::Slap, 1, 1), 22);
    assert_eq!(read(ShotKind::Breakaway, 6, 6), 55);
    // In play, both the target (part one) and the drift (part two) read the shifted cell.
    let aim = zone("c3");
    for (kind, face, cell) in [(ShotKind::Slap, 1, 1), (ShotKind::Breakaway, 6, 4)] {
        let mut g = game();
        let area = Area::Offensive(Lane::Middle, Level::One);
        put(&mut g, Team::Home, 2, area);
        {
            let card = card_mut(&mut g, Team::Home, 2);
            card.shot.cells = [[ShotTarget::WideLeft; 6]; 6];
            card.shot.cells[cell][cell] = ShotTarget::Zone(aim);
            card.drift.cells = [[Drift::Nothing; 6]; 6];
            card.drift.cells[cell][cell] = Drift::Arrow(DriftArrow::Right);
        }
        g.step = Step::ShotAim {
            shot: Shot::plain(Team::Home, 2, kind, area),
            blocker: Blocker::Nobody,
        };
        rig(
            &mut g,
            vec![
                faces(0, 0, 1, 1, face, face),
                faces(0, 0, 1, 10, face, face),
            ],
        );
        roll(&mut g);
        assert!(
            matches!(g.step, Step::ShotGoalie(OnTarget { zone, .. }) if zone == aim),
            "{kind:?}: {:?}",
            g.step
        );
        let events = roll(&mut g);
        assert_eq!(on_goal(&events).1, zone("d3"), "{kind:?} drifts right");
    }
}

#[test]
fn e30_the_man_advantage_bonus_by_count() {
    // SH-R 12/18: +12 one man up, +18 two up, +30 three up (A34: 6 on 3).
    for (extra, away_out, bonus) in [(false, 0, 0), (false, 1, 12), (false, 2, 18), (true, 2, 30)] {
        let mut g = game();
        card_mut(&mut g, Team::Home, 2).ratings.man_advantage = ManAdvantage { one: 12, two: 18 };
        for slot in 0..away_out {
            g.on_ice[Team::Away][slot] = None;
        }
        if extra {
            g.pulled[Team::Home] = true;
            let skaters = g.sheet(Team::Home).skaters.len() as u8;
            let spare = (0..skaters)
                .find(|p| !g.on_ice[Team::Home].contains(&Some(*p)))
                .expect("a spare skater");
            g.on_ice[Team::Home][5] = Some(spare);
        }
        no_drift(&mut g, 2);
        on_target(
            &mut g,
            2,
            ShotKind::Wrist,
            Area::Offensive(Lane::Middle, Level::Two),
            zone("c3"),
        );
        rig(&mut g, vec![faces(2, 1, 1, 10, 3, 3)]);
        let events = roll(&mut g);
        assert_eq!(
            on_goal(&events).4,
            21 + bonus,
            "{} on {}",
            5 + u16::from(extra),
            5 - away_out
        );
    }
}

/// E31's set-up: Team 1 (away) has its LD in the box; Bollinger (S 11, W 14, PP bonus 2) at
/// M3; ➋ has BL 6; Anders's c4 is yellow from level 3, 23 is ➋ on white.
fn power_play_game() -> FourthStreet {
    let mut g = game();
    let ld = g.at(Team::Away, 4).unwrap();
    g.on_ice[Team::Away][3] = None;
    g.penalties.push(Penalty {
        team: Team::Away,
        player: ld,
        slot: 4,
        kind: PenaltyKind::Minor,
        left: 100,
        reduces: true,
    });
    every_action(&mut g, Team::Home, PuckAction::Pd);
    let c4 = zone("c4");
    {
        let bollinger = card_mut(&mut g, Team::Home, 2);
        bollinger.ratings.s = 11;
        bollinger.ratings.w = 14;
        bollinger.ratings.man_advantage = ManAdvantage { one: 2, two: 4 };
        // O-PP: SS on 36-88 (the rest is fixture).
        bollinger.actions.columns[ActionColumn::OffensivePowerPlay.index()] =
            PuckActions::from_widths(&[
                (PuckAction::Pd, 36),
                (PuckAction::Ss, 53),
                (PuckAction::Wild, 11),
            ]);
        // The unshifted cells would miss and screen, so the slap shot's +1 shows.
        bollinger.shot.cells = [[ShotTarget::WideLeft; 6]; 6];
        bollinger.shot.cells[3][1] = ShotTarget::Zone(c4);
        bollinger.drift.cells = [[Drift::Screen; 6]; 6];
        bollinger.drift.cells[4][1] = Drift::Nothing;
    }
    card_mut(&mut g, Team::Away, 2).ratings.bl = 6;
    {
        let goalie = goalie_mut(&mut g, Team::Away);
        goalie.quality.zones[zone_index(c4)] = [Colour::Red, Colour::Red, Colour::Yellow];
        goalie.grid[2][3] = white(GoalieSymbol::ReboundOpponent(2));
        // Without the bonus, 21 would be a goal.
        goalie.grid[2][1] = coloured(Colour::Violet, GoalieSymbol::Loose);
    }
    put(
        &mut g,
        Team::Home,
        2,
        Area::Offensive(Lane::Middle, Level::Three),
    );
    g
}

#[test]
fn e31_a_power_play_slap_shot() {
    let c4 = zone("c4");
    let mut g = power_play_game();
    // Roll 1: 70 is SS on O-PP; ➋ may block on 1-5 (S 11 − BL 6, no PP bonus); 3/1 reads 4/2.
    rig(&mut g, vec![faces(7, 0, 2, 3, 3, 1)]);
    let events = roll(&mut g);
    assert_eq!(
        puck_action(&events),
        (ActionColumn::OffensivePowerPlay, PuckAction::Ss)
    );
    assert!(
        rolled_readings(&events)[0].contains("against 1-5"),
        "{events:?}"
    );
    assert!(matches!(g.step, Step::ShotGoalie(OnTarget { zone, .. }) if zone == c4));
    assert_eq!(g.clock.text(), "19:54", "10 s basic, 6 standard");
    // Roll 2: 4/1 reads 5/2, no drift; 21 + 2 = 23, ➋ on white: Bollinger has it at L2 (d20 10).
    rig(&mut g, vec![faces(2, 1, 2, 10, 4, 1)]);
    let events = roll(&mut g);
    let (_, z, level, quality, reading, result) = on_goal(&events);
    assert_eq!((z, level, quality), (c4, Level::Three, Colour::Yellow));
    assert_eq!(
        (reading, result),
        (23, GoalieResult::NoGoal(GoalieSymbol::ReboundOpponent(2)))
    );
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(2)));
    assert_eq!(g.area, Area::Offensive(Lane::Left, Level::Two));
    assert!(g.rebound_holder);
    assert_eq!(g.clock.text(), "19:54", "part two takes no time");
    // The bonus is not in the block check: d20 6 is blocked.
    let mut g = power_play_game();
    rig(&mut g, vec![faces(7, 0, 2, 6, 3, 1)]);
    let events = roll(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Blocked { .. })));
}

/// E34's set-up: a weird play by Bollinger in his D zone at even strength, ➊ and ➋
/// forechecking (CH 3 and 7; ➌, back, has CH 9); recipients Ⓐ LW, Ⓑ RW, Ⓒ LD, Ⓓ RD.
fn weird_game(sum: (u8, u8), d20: u8) -> (FourthStreet, Vec<Event>) {
    let mut g = game();
    every_action(&mut g, Team::Home, PuckAction::Wp);
    put(&mut g, Team::Home, 2, Area::Defensive(Lane::Middle));
    g.coaching[Team::Away].forecheckers = 2;
    for (slot, ch) in [(1, 3), (2, 7), (3, 9)] {
        card_mut(&mut g, Team::Away, slot).ratings.ch = ch;
    }
    for (slot, value) in [(1, 9), (3, 7), (4, 5), (5, 3)] {
        card_mut(&mut g, Team::Home, slot).ratings.recipient = value;
    }
    rig(
        &mut g,
        vec![faces(9, 9, 6, 1, 3, 4), faces(0, 0, 6, d20, sum.0, sum.1)],
    );
    roll(&mut g);
    assert_eq!(g.step, Step::WeirdPlay);
    let events = roll(&mut g);
    (g, events)
}

#[test]
fn e34_weird_plays_in_the_d_zone_at_even_strength() {
    let d_zone_loose = Step::LoosePuck {
        at: LooseAt::Zone {
            frame: Team::Home,
            third: Third::Defensive,
        },
        repeat: false,
    };
    // Sum 5, d20 1-5: he trips; the forechecker with the highest CH (➋) breaks away.
    for d20 in [1, 5] {
        let (g, _) = weird_game((2, 3), d20);
        assert!(
            matches!(g.step, Step::ShotAim { shot, blocker: Blocker::Nobody }
                if (shot.team, shot.shooter, shot.kind) == (Team::Away, 2, ShotKind::Breakaway)),
            "d20 {d20}: {:?}",
            g.step
        );
        assert_eq!((g.puck, g.carrier), (Team::Away, Some(2)));
    }
    // Sum 5, d20 6-20: a loose puck in the carrier's D zone.
    let (g, _) = weird_game((2, 3), 6);
    assert_eq!(g.step, d_zone_loose);
    // Sums 3 and 4, any d20: △ to Ⓓ (RD) and to Ⓒ (LD), three zones up to M2.
    for (sum, to) in [((1, 2), 5), ((2, 2), 4)] {
        let (g, _) = weird_game(sum, 20);
        assert_eq!((g.puck, g.carrier), (Team::Home, Some(to)), "{sum:?}");
        assert_eq!(g.area, Area::Offensive(Lane::Middle, Level::Two));
    }
    // Sum 2, d20 1: the long pass hops in, the carrier's goal with no assists (A10).
    let (g, events) = weird_game((1, 1), 1);
    let bollinger = g.at(Team::Home, 2).unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Goal { team: Team::Home, scorer, .. } if *scorer == bollinger
    )));
    assert!(!events.iter().any(|e| matches!(e, Event::Assist { .. })));
    assert!(matches!(g.step, Step::FaceOff(_)), "no assist checks");
    assert_eq!(
        g.players[Team::Home].skaters[usize::from(bollinger)].shots,
        1
    );
    // Sum 2, d20 2-20: a loose puck.
    let (g, _) = weird_game((1, 1), 2);
    assert_eq!(g.step, d_zone_loose);
    assert_eq!(g.score().home, 0);
}

#[test]
fn e35_the_rebound_rating_is_added_on_a_rebound_shot() {
    let shot = |rebound: bool| {
        let mut g = game();
        every_action(&mut g, Team::Home, PuckAction::Ws);
        {
            let card = card_mut(&mut g, Team::Home, 2);
            card.shot.cells = [[ShotTarget::Zone(zone("c3")); 6]; 6];
            card.drift.cells = [[Drift::Nothing; 6]; 6];
        }
        goalie_mut(&mut g, Team::Away).rebound = 5;
        put(
            &mut g,
            Team::Home,
            2,
            Area::Offensive(Lane::Middle, Level::Two),
        );
        g.rebound_holder = rebound;
        // d6p 6: nobody there to block; then the d10 pair 63.
        rig(
            &mut g,
            vec![faces(4, 5, 6, 20, 3, 3), faces(6, 3, 1, 10, 3, 3)],
        );
        roll(&mut g);
        on_goal(&roll(&mut g)).4
    };
    assert_eq!(shot(true), 68);
    assert_eq!(shot(false), 63);
}

#[test]
fn e37_the_shooting_side() {
    // Bollinger (SH-L, W 14) against ➌ (BL 3): 1-11 from M2, +1 from L2, -1 from R2, and the
    // same in part two.
    let setup = |side: bool, lane: Lane| {
        let options = Options {
            shooting_side: side,
            ..super::tests::standard_timer()
        };
        let mut g = FourthStreet::new(options, 7);
        every_action(&mut g, Team::Home, PuckAction::Ws);
        {
            let card = card_mut(&mut g, Team::Home, 2);
            card.ratings.w = 14;
            card.ratings.shoots = Hand::Left;
            card.shot.cells = [[ShotTarget::Zone(zone("c3")); 6]; 6];
            card.drift.cells = [[Drift::Nothing; 6]; 6];
        }
        card_mut(&mut g, Team::Away, 3).ratings.bl = 3;
        put(&mut g, Team::Home, 2, Area::Offensive(lane, Level::Two));
        g
    };
    for (lane, bonus) in [(Lane::Left, 1i16), (Lane::Middle, 0), (Lane::Right, -1)] {
        let top = (11 + bonus) as u8;
        let mut g = setup(true, lane);
        rig(
            &mut g,
            vec![faces(4, 5, 3, top, 3, 3), faces(4, 5, 1, 10, 3, 3)],
        );
        let events = roll(&mut g);
        assert!(
            rolled_readings(&events)[0].contains(&format!("against 1-{top}: through")),
            "{lane:?}: {events:?}"
        );
        let events = roll(&mut g);
        assert_eq!(on_goal(&events).4, (45 + bonus) as u16, "{lane:?}");
        let mut g = setup(true, lane);
        rig(&mut g, vec![faces(4, 5, 3, top + 1, 3, 3)]);
        let events = roll(&mut g);
        assert!(
            events.iter().any(|e| matches!(e, Event::Blocked { .. })),
            "{lane:?}"
        );
    }
    // The option off (R164), no bonus from his side.
    let mut g = setup(false, Lane::Left);
    rig(&mut g, vec![faces(4, 5, 3, 12, 3, 3)]);
    let events = roll(&mut g);
    assert!(events.iter().any(|e| matches!(e, Event::Blocked { .. })));
}

#[test]
fn e44_out_of_position_ratings_in_play() {
    // A centre (DF 3, CH 2) on defence reads 1 and 1, not -2 and -3 (R18).
    for (action, code) in [
        (PuckAction::Pd, "PS 15 − DF 1"),
        (PuckAction::Sc, "SK 15 − CH 1"),
    ] {
        let mut g = matchup_game(action);
        {
            let c = card_mut(&mut g, Team::Home, 2);
            c.ratings.ps = 15;
            c.ratings.sk = 15;
        }
        {
            let d = card_mut(&mut g, Team::Away, 4);
            d.position = Position::Centre;
            d.ratings.positions = vec![Position::Centre];
            d.ratings.df = 3;
            d.ratings.ch = 2;
        }
        rig(&mut g, vec![faces(0, 0, 4, 20, 3, 4)]);
        let events = roll(&mut g);
        assert!(
            rolled_readings(&events)[0].contains(code),
            "{code}: {events:?}"
        );
    }
    // A defenceman with PS 12 passes with 11 from the wing, 12 from his own slot.
    for (slot, code) in [(1, "PS 11 −"), (4, "PS 12 −")] {
        let mut g = matchup_game(PuckAction::Pd);
        {
            let d = card_mut(&mut g, Team::Home, slot);
            d.position = Position::Defence;
            d.ratings.positions = vec![Position::Defence];
            d.ratings.ps = 12;
        }
        put(&mut g, Team::Home, slot, Area::Neutral(Lane::Middle));
        rig(&mut g, vec![faces(0, 0, 4, 20, 3, 4)]);
        let events = roll(&mut g);
        assert!(
            rolled_readings(&events)[0].contains(code),
            "slot {slot}: {events:?}"
        );
    }
}

/// A shot of `quality` on the away goalie from M2 at c3, reading the d10 pair `c`/`w`.
pub(super) fn shot_on(g: &mut FourthStreet, quality: Colour, c: u8, w: u8) -> Vec<Event> {
    let z = zone("c3");
    goalie_mut(g, Team::Away).quality.zones[zone_index(z)] = [quality; 3];
    no_drift(g, 2);
    on_target(
        g,
        2,
        ShotKind::Wrist,
        Area::Offensive(Lane::Middle, Level::Two),
        z,
    );
    rig(g, vec![faces(c, w, 1, 10, 3, 3)]);
    roll(g)
}

#[test]
fn e46_a_shutout_after_two_periods_makes_the_starter_hot() {
    let end_of_second = |goals_against: u16| {
        let mut g = game();
        let goalie = usize::from(g.in_net[Team::Away]);
        g.players[Team::Away].goalies[goalie].goals_against = goals_against;
        // (fixture) A red ♨ at 77, a plain red cell at 88.
        let card = goalie_mut(&mut g, Team::Away);
        card.grid[7][7] = coloured(Colour::Red, GoalieSymbol::Hot);
        card.grid[8][8] = coloured(Colour::Red, GoalieSymbol::Loose);
        every_action(&mut g, Team::Home, PuckAction::Pd);
        every_cell(&mut g, Team::Home, |c| &mut c.ps, PlayResult::Opponent(2));
        put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
        g.clock.period = 2;
        g.clock.left = 12;
        rig(&mut g, vec![faces(0, 0, 6, 1, 3, 4)]);
        let events = roll(&mut g);
        assert_eq!(g.clock.period, 3);
        (g, events)
    };
    let hot = Event::GoalieForm {
        team: Team::Away,
        hot: true,
        cold: false,
    };
    let (mut g, events) = end_of_second(0);
    assert!(events.contains(&hot), "{events:?}");
    // The ♨ is a save and a loose puck while he is hot.
    let events = shot_on(&mut g.clone(), Colour::Red, 7, 7);
    assert_eq!(on_goal(&events).5, GoalieResult::NoGoal(GoalieSymbol::Hot));
    // A goal against ends it, and the ♨ reads as printed again.
    let events = shot_on(&mut g, Colour::Red, 8, 8);
    assert_eq!(on_goal(&events).5, GoalieResult::Goal);
    assert_eq!(g.form[Team::Away], GoalieForm::Normal);
    assert_eq!(
        on_goal(&shot_on(&mut g, Colour::Red, 7, 7)).5,
        GoalieResult::Goal
    );
    // Control: no shutout, no hot goalie.
    let (g, events) = end_of_second(1);
    assert!(!events.contains(&hot));
    assert_eq!(g.form[Team::Away], GoalieForm::Normal);
}

#[test]
fn e46_two_goals_within_two_minutes_make_a_goalie_cold() {
    // Goals at 12:10 and at `second` (seconds left) of the first period.
    let after_goals = |second: u16| {
        let mut g = game();
        let card = goalie_mut(&mut g, Team::Away);
        card.grid[8][8] = coloured(Colour::Red, GoalieSymbol::Loose);
        card.grid[4][6] = white(GoalieSymbol::Cold);
        g.clock.left = 12 * 60 + 10;
        shot_on(&mut g, Colour::Red, 8, 8);
        g.clock.left = second;
        let events = shot_on(&mut g, Colour::Red, 8, 8);
        assert_eq!(g.score().home, 2);
        (g, events)
    };
    // 12:10 and 10:40: 1:30 apart.
    let (mut g, events) = after_goals(10 * 60 + 40);
    assert!(events.contains(&Event::GoalieForm {
        team: Team::Away,
        hot: false,
        cold: true
    }));
    // The ♠ is a violet square: a goal whatever the quality.
    let events = shot_on(&mut g, Colour::Violet, 4, 6);
    let (.., quality, _, result) = on_goal(&events);
    assert_eq!((quality, result), (Colour::Violet, GoalieResult::Goal));
    // Control: 2:01 apart, he stays normal and the ♠ is a save and a loose puck.
    let (mut g, _) = after_goals(10 * 60 + 9);
    assert_eq!(g.form[Team::Away], GoalieForm::Normal);
    let events = shot_on(&mut g, Colour::Violet, 4, 6);
    assert_eq!(on_goal(&events).5, GoalieResult::NoGoal(GoalieSymbol::Cold));
    assert!(matches!(g.step, Step::LoosePuck { .. }));
}

#[test]
fn e46_an_empty_net_goal_is_not_against_the_goalie() {
    // A60: only goals the goalie allows count; with him pulled, 1:30 later is no second one.
    let mut g = game();
    goalie_mut(&mut g, Team::Away).grid[8][8] = coloured(Colour::Red, GoalieSymbol::Loose);
    g.clock.left = 12 * 60 + 10;
    shot_on(&mut g, Colour::Red, 8, 8);
    g.pulled[Team::Away] = true;
    g.clock.left = 10 * 60 + 40;
    let area = Area::Offensive(Lane::Middle, Level::Two);
    put(&mut g, Team::Home, 2, area);
    card_mut(&mut g, Team::Home, 2).shot.cells = [[ShotTarget::Zone(zone("c3")); 6]; 6];
    g.step = Step::ShotAim {
        shot: Shot::plain(Team::Home, 2, ShotKind::Wrist, area),
        blocker: Blocker::Nobody,
    };
    rig(&mut g, vec![faces(0, 0, 1, 1, 3, 3)]);
    let events = roll(&mut g);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Goal {
            strength: GoalStrength::EmptyNet,
            ..
        }
    )));
    assert!(
        !events.iter().any(|e| matches!(e, Event::GoalieForm { .. })),
        "{events:?}"
    );
    assert_eq!(g.form[Team::Away], GoalieForm::Normal);
}

/// E33 (L2008-2010): two candidates with the same assist rating, the highest, are listed in
/// player-number order, so ➀ takes the first range and ➂ the next. Ratings ➀ 4, ➂ 4, ➃ 2, ➄ 1
/// (total 11) give each of the two 7 on the first table: d20 7 is ➀'s, 8 is ➂'s.
#[test]
fn e33_an_assist_order_tie_lists_the_lower_number_first() {
    let first_assist = |d20: u8| {
        let mut g = game();
        for (slot, rating) in [(1, 4), (3, 4), (4, 2), (5, 1)] {
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
        rig(&mut g, vec![vec![(TrayDie::D20, d20)]]);
        let events = roll(&mut g);
        events.iter().find_map(|e| match *e {
            Event::Assist { player, .. } => Some(player),
            _ => None,
        })
    };
    let g = game();
    assert_eq!(super::charts::first_assist_value(4, 11), 7);
    assert_eq!(first_assist(7), g.at(Team::Home, 1), "➀ listed first");
    assert_eq!(first_assist(8), g.at(Team::Home, 3));
}
