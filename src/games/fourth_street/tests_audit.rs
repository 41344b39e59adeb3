//! Rules version 5: the audit's remaining findings (shared/audits/fourth-street.md), each set up
//! with fixed dice and checked against the book, with version 4 kept as its records replay.

use super::cards::{PlayResult, PuckAction, Recipient};
use super::charts::{self, Rush, RushMan};
use super::goalie::{Colour, GoalieForm, GoalieSymbol};
use super::play::*;
use super::rink::{Area, Lane, Level, Move};
use super::rules::{AUDIT_VERSION, FourthStreet, TeamSheet};
use super::state::{Coaching, GoalieZone, Options};
use super::tests::{
    every_action, every_cell, faces, game, goalie_mut, put, rig, roll, rolled_readings,
    standard_timer, three_on_three,
};
use super::tests_examples::{coloured, shot_on, white};
use crate::engine::dice::TrayDie;
use crate::engine::{Game, Team};
use crate::games::sim::SimPlay;
use crate::league::Position;

/// Home's LD, at the offensive middle two, passes unopposed (d6p 6: nobody) and rolls 5 on the
/// 2d6: his card's ▼➃/▼➄ cell.
pub(super) fn ld_passes_unopposed(g: &mut FourthStreet) {
    every_action(g, Team::Home, PuckAction::Pd);
    put(g, Team::Home, 4, Area::Offensive(Lane::Middle, Level::Two));
    rig(g, vec![faces(0, 0, 6, 10, 2, 3)]);
    roll(g);
}

fn version_4() -> FourthStreet {
    FourthStreet::with_rules_version(standard_timer(), 7, 4)
}

fn in_version(rules_version: u16, mut set_up: impl FnMut(&mut FourthStreet)) -> FourthStreet {
    let mut g = FourthStreet::with_rules_version(standard_timer(), 7, rules_version);
    set_up(&mut g);
    g
}

#[test]
fn new_games_play_version_5() {
    // And every later version's changes (tests_lines.rs checks the version number).
    assert!(game().rules_version() >= AUDIT_VERSION);
    const { assert!(FourthStreet::RULES_VERSION >= AUDIT_VERSION) };
}

/// Finding 2 (card design, L1972-1974): no defenceman's pass cell names a slot he may play, so
/// his ▼ passes back to the point go to Ⓓ; forwards' cards keep ▼➃ and ▼➄.
#[test]
fn a_defenceman_never_names_himself_on_a_pass() {
    let league = crate::games::sim::builtin_league();
    for team in &league.teams {
        let v5 = TeamSheet::of_version(team, 5);
        let v4 = TeamSheet::of_version(team, 4);
        for (new, old) in v5.skaters.iter().zip(&v4.skaters) {
            let names_a_point = new.ps.rows.iter().any(|cell| {
                matches!(
                    cell,
                    PlayResult::Move {
                        to: Some(Recipient::Mate(4 | 5)),
                        ..
                    }
                )
            });
            if new.position == Position::Defence {
                assert!(!names_a_point, "{} names a point", new.name);
                let point = |to| PlayResult::Move {
                    movement: Move::BackToPoint,
                    to: Some(to),
                };
                assert_eq!(old.ps.read(5), point(Recipient::Mate(4)));
                assert_eq!(new.ps.read(5), point(Recipient::Rank(4)));
                assert_eq!(new.ps.read(9), point(Recipient::Rank(4)));
            } else {
                assert_eq!(new, old, "a forward's card is unchanged");
            }
        }
    }
    let pass = |mut g: FourthStreet| {
        ld_passes_unopposed(&mut g);
        g
    };
    let g = pass(game());
    let partner = g.recipients(Team::Home, 4)[3];
    assert_eq!((g.puck, g.carrier), (Team::Home, Some(partner)));
    assert_eq!(g.area, Area::Offensive(Lane::Middle, Level::Three));
    let g = pass(version_4());
    assert_eq!(
        g.carrier, None,
        "version 4: ▼➃ names the LD himself, a loose puck"
    );
}

/// Finding 4 (R17, L482-490): an "adv" result is no turnover, loose puck, stoppage or shot, so
/// the two forecheckers caught in the carrier's end stay there.
#[test]
fn an_adv_rush_result_keeps_the_forecheckers_caught_up_ice() {
    let advance = |rules_version: u16| {
        let g = &mut in_version(rules_version, |g| {
            put(g, Team::Home, 2, Area::Defensive(Lane::Middle));
            g.step = Step::RushChart;
            for card in &mut std::sync::Arc::make_mut(&mut g.sheets[Team::Home]).skaters {
                card.ratings.sp = 1;
            }
            g.forecheck[Team::Away] = Some(2);
            rig(g, vec![vec![(TrayDie::D20, 20)]]);
        });
        let events = roll(g);
        assert!(events.contains(&Event::Rush(Rush::Advance)));
        assert_eq!(
            g.area,
            Area::Offensive(Lane::Middle, Level::Two),
            "three zones ahead"
        );
        g.forecheck[Team::Away]
    };
    assert_eq!(advance(5), Some(2));
    assert_eq!(advance(4), None, "version 4 freed them");
}

/// Finding 7 (R83, L1509-1513): a string that names its carrier puts in the forward it does not
/// name otherwise; a defenceman's place goes to his partner (A41).
#[test]
fn a_rush_string_naming_the_carrier_puts_in_the_other_forward() {
    use RushMan::{Handler as P, Mate as M};
    let string = |coloured: u8, handler: u8, book: bool| {
        charts::rush_play(Rush::ThreeOnTwo, coloured, 9, handler, book).0
    };
    // The book's own case: ⓟ②③ carried by the centre is ⓟ①③.
    assert_eq!(string(0, 2, true), vec![P, M(1), M(3)]);
    // ⓟ①② carried by the centre: ⓟ①③, the RW shoots (versions 1-4: ⓟ①①).
    assert_eq!(string(1, 2, true), vec![P, M(1), M(3)]);
    assert_eq!(string(1, 2, false), vec![P, M(1), M(1)]);
    // ⓟ②① carried by the LW: ⓟ②③.
    assert_eq!(string(2, 1, true), vec![P, M(2), M(3)]);
    // ⓟ④① carried by the LD: his partner, ⓟ⑤①.
    assert_eq!(string(6, 4, true), vec![P, M(5), M(1)]);
    // In play: the centre carries a 3 on 2 and the coloured d10 shows 1.
    let shooter = |rules_version: u16| {
        let g = &mut in_version(rules_version, |g| {
            put(g, Team::Home, 2, Area::Neutral(Lane::Middle));
            g.step = Step::Rush(Rush::ThreeOnTwo);
            rig(g, vec![faces(1, 9, 1, 1, 3, 3)]);
        });
        let reading = rolled_readings(&roll(g))[0].clone();
        let name = |slot| {
            g.skater(Team::Home, g.at(Team::Home, slot).unwrap())
                .name
                .clone()
        };
        assert!(
            reading.contains(&format!("{} to {}", name(2), name(1))),
            "{reading}"
        );
        g.carrier
    };
    assert_eq!(shooter(5), Some(3), "the RW shoots");
    assert_eq!(
        shooter(4),
        Some(1),
        "version 4: the LW passed to himself and shot"
    );
}

/// Finding 8 (R112, L1339-1349): each coach picks his game-plan zone before the game begins;
/// at a later stoppage the other standing orders may change, the plan may not, and the
/// computer manager keeps his.
#[test]
fn the_game_plan_is_set_before_the_game_and_kept() {
    let e4 = GoalieZone::parse("e4");
    let a1 = GoalieZone::parse("a1");
    let set = |g: &mut FourthStreet, forecheckers: u8, game_plan| {
        g.apply(&Action::SetCoaching {
            team: Team::Home,
            coaching: Coaching {
                forecheckers,
                game_plan,
                ..g.coaching[Team::Home]
            },
        })
    };
    let after_the_opening_draw = |rules_version: u16| {
        let mut g = in_version(rules_version, |_| {});
        assert!(g.may_set_game_plan());
        assert!(set(&mut g, 2, e4).is_ok(), "before the game");
        if let Some(orders) = g.manager_choice(Team::Away) {
            g.apply(&orders).expect("the manager's orders are legal");
        }
        let opening = g.step.clone();
        rig(&mut g, vec![faces(7, 3, 2, 1, 1, 1)]);
        roll(&mut g);
        // Play stops: a face-off is next.
        g.step = opening;
        g
    };
    let mut g = after_the_opening_draw(5);
    assert!(g.may_set_coaching() && !g.may_set_game_plan());
    assert_eq!(set(&mut g, 2, a1), Err(RuleError::GamePlanIsSet));
    assert_eq!(set(&mut g, 2, None), Err(RuleError::GamePlanIsSet));
    assert!(set(&mut g, 3, e4).is_ok(), "the other orders still change");
    assert_eq!(g.coaching[Team::Home].game_plan, e4);
    let away_plan = g.coaching[Team::Away].game_plan;
    assert!(
        away_plan.is_some(),
        "the manager picked a zone before the game"
    );
    g.in_net[Team::Home] = 1;
    assert_eq!(
        g.manager_coaching(Team::Away).game_plan,
        away_plan,
        "kept, new goalie or not"
    );
    let mut g = after_the_opening_draw(4);
    assert!(
        set(&mut g, 2, a1).is_ok(),
        "version 4 let it change at every stoppage"
    );
}

/// Finding 9 (R97, R150; L1241, L1925-1929): ✚ on the goalie's grid is a save, the puck frozen
/// and the goalie hurt; he leaves the ice for the backup even when only shaken (A74).
#[test]
fn a_goalie_cross_save_injures_the_goalie() {
    let hurt = |rules_version: u16| {
        let g = &mut in_version(rules_version, |g| {
            goalie_mut(g, Team::Away).grid[4][5] = white(GoalieSymbol::Injury);
        });
        let starter = g.in_net[Team::Away];
        shot_on(g, Colour::Blue, 4, 5);
        assert!(matches!(g.step, Step::Injury { hurt: h, .. } if h.goalie));
        // d20 1 + Inj: the lowest the chart reads.
        rig(g, vec![vec![(TrayDie::D20, 1)]]);
        let reading = rolled_readings(&roll(g))[0].clone();
        (reading, g.in_net[Team::Away] != starter)
    };
    let (reading, replaced) = hurt(5);
    assert!(reading.contains("shaken"), "{reading}");
    assert!(replaced, "the backup comes in");
    let (reading, replaced) = hurt(4);
    assert!(reading.contains("is not hurt"), "version 4: {reading}");
    assert!(!replaced);
}

/// Finding 10 (R172b, L2472-2474 with L1819): at 3 on 3 moves follow the power play's rules,
/// so △ is played as ⍙.
#[test]
fn at_three_on_three_an_open_triangle_is_a_rush() {
    let skate = |rules_version: u16| {
        let mut g = in_version(rules_version, |_| {});
        every_action(&mut g, Team::Home, PuckAction::Sc);
        put(&mut g, Team::Home, 2, Area::Neutral(Lane::Middle));
        three_on_three(&mut g);
        let far = PlayResult::Move {
            movement: Move::FarAhead,
            to: None,
        };
        every_cell(&mut g, Team::Home, |c| &mut c.sk, far);
        // d6p 3 names the away RW, who is not on the ice: unopposed.
        rig(&mut g, vec![faces(0, 0, 3, 1, 3, 4)]);
        roll(&mut g);
        g.step
    };
    assert_eq!(skate(5), Step::RushChart);
    assert_eq!(skate(4), Step::Action, "version 4: a plain three-zone move");
}

/// Finding 11 (R167, L2447): two goals within 2:00 make *a goalie* cold. The backup who comes
/// in after the starter allowed one is not cold from the next goal on himself.
#[test]
fn a_backup_is_not_cold_from_goals_on_the_starter() {
    let backup_form = |rules_version: u16| {
        let g = &mut in_version(rules_version, |g| {
            let card = goalie_mut(g, Team::Away);
            card.grid[8][8] = coloured(Colour::Red, GoalieSymbol::Loose);
            card.grid[4][5] = white(GoalieSymbol::Injury);
        });
        g.clock.left = 12 * 60 + 10;
        shot_on(g, Colour::Red, 8, 8);
        assert_eq!(g.score().home, 1);
        // ✚, and d20 20: out for the game, the backup in.
        shot_on(g, Colour::Blue, 4, 5);
        rig(g, vec![vec![(TrayDie::D20, 20)]]);
        roll(g);
        assert_eq!(g.in_net[Team::Away], 1, "the backup");
        goalie_mut(g, Team::Away).grid[8][8] = coloured(Colour::Red, GoalieSymbol::Loose);
        g.clock.left = 10 * 60 + 40;
        shot_on(g, Colour::Red, 8, 8);
        assert_eq!(g.score().home, 2, "1:30 after the goal on the starter");
        g.form[Team::Away]
    };
    assert_eq!(backup_form(5), GoalieForm::Normal);
    assert_eq!(
        backup_form(4),
        GoalieForm::Cold,
        "version 4 counted the team's goals"
    );
}

/// Finding 12 (R171; L2380-2382, L2121-2125): a defender who wins the icing race gets the icing
/// called, and its face-off is where the puck was iced from, as for any icing.
#[test]
fn a_lost_icing_race_faces_off_where_the_puck_was_iced_from() {
    let draw = |rules_version: u16, races: bool| {
        let mut g = FourthStreet::with_rules_version(
            Options {
                icing_races: races,
                ..standard_timer()
            },
            7,
            rules_version,
        );
        every_action(&mut g, Team::Home, PuckAction::Ice);
        put(&mut g, Team::Home, 2, Area::Neutral(Lane::Left));
        // The action roll, then (with races) the race: d6p 6 names no attacker.
        rig(
            &mut g,
            vec![faces(0, 0, 1, 1, 3, 3), faces(5, 5, 6, 1, 1, 1)],
        );
        roll(&mut g);
        if races {
            assert_eq!(g.step, Step::IcingRace);
            roll(&mut g);
        }
        match g.step {
            Step::FaceOff(spot) => spot,
            ref other => panic!("a face-off after icing, not {other:?}"),
        }
    };
    let plain = draw(5, false);
    assert_eq!(draw(5, true), plain);
    assert!(matches!(plain.area, Area::Neutral(_)), "{plain:?}");
    assert_ne!(
        draw(4, true),
        plain,
        "version 4 held it in the icing team's end"
    );
}

/// Finding 17 (A69, D67): face-offs won and lost are kept for the men who take them, each
/// side's centre (the book names no taker, R8), and shown in the box score.
#[test]
fn faceoff_wins_and_losses_are_counted_for_the_centre() {
    let mut g = game();
    rig(&mut g, vec![faces(7, 3, 1, 1, 1, 1)]);
    roll(&mut g);
    assert_eq!(g.puck, Team::Home, "home wins the draw");
    let centre = |g: &FourthStreet, team| usize::from(g.at(team, 2).unwrap());
    assert_eq!(g.faceoffs[Team::Home][centre(&g, Team::Home)], (1, 0));
    assert_eq!(g.faceoffs[Team::Away][centre(&g, Team::Away)], (0, 1));
    let lines = g.player_lines();
    let taken: u16 = lines
        .skaters
        .iter()
        .filter_map(|s| s.faceoffs)
        .map(|(won, lost)| won + lost)
        .sum();
    assert_eq!(taken, 2, "one draw, two men");
    assert!(lines.skaters.iter().all(|s| s.faceoffs.is_some()));
}
