//! The rulebook's worked examples, played on rigged tables. Alan is the home side except in
//! the multiple-penalty example, where he is the visitor.

use super::cards::{Next, Zone};
use super::rules::Rig;
use super::tests::{act, offered};
use super::*;
use crate::engine::{ByTeam, Team};

const ALAN: Team = Team::Home;
const BOB: Team = Team::Away;

/// Example 1: Alan won the opening face-off and holds #12, #15, a DZ-only skate (#16) and two
/// defensive cards. He plays #15; Bob answers with the Poke Check (#49) at centre ice.
#[test]
fn example_1_poke_check_steals_the_pass_at_centre() {
    let mut game = Icih::rigged(Rig {
        hands: ByTeam::new(vec![12, 15, 16, 45, 55], vec![42, 46, 49, 33, 35]),
        draws: vec![1, 2],
        puck: Pos::Centre,
        control: ALAN,
        ..Rig::default()
    });
    // Alan may play #12 or #15, or dump in; not the defensive cards, not the DZ-only skate.
    assert_eq!(offered(&game, ALAN), vec![12, 15]);
    assert!(game.legal(ALAN).contains(&Action::DumpIn { discard: 16 }));
    assert!(!game.legal(ALAN).contains(&Action::OutsideShot));

    act(&mut game, Action::Play { card: 15 });
    // Bob: Holding (#46) in his DZ, the pass's destination, or the Poke Check (#49) at CI, the
    // pass's origin. Not the Big Hit (#42): it is only playable in his OZ or at CI.
    assert_eq!(offered(&game, BOB), vec![46, 49]);
    let events = act(&mut game, Action::Answer { card: 49 });
    assert_eq!(game.control(), Some(BOB));
    assert_eq!(game.puck(), Pos::Centre);
    assert_eq!(game.phase(), Phase::Attack { team: BOB });
    // The Pickpocket allows a Skate or a Pass on top of it.
    assert_eq!(game.chain(), Next::new(true, true, false, false));
    // Both replenish back to five, the attacker first.
    let draws: Vec<Team> = events
        .iter()
        .filter_map(|e| match e {
            Event::Replenished { team, drew: 1 } => Some(*team),
            _ => None,
        })
        .collect();
    assert_eq!(draws, vec![ALAN, BOB]);
    assert_eq!(game.hand(ALAN), &[12, 16, 45, 55, 1]);
    assert_eq!(game.hand(BOB), &[42, 46, 33, 35, 2]);
}

/// Example 2: Alan holds #20 and #33. He dumps the puck in; when he wins the chase he plays
/// #20, replenishes, then plays #33 for an inside shot.
#[test]
fn example_2_dump_and_chase_then_the_two_card_set_up() {
    let mut game = Icih::rigged(Rig {
        hands: ByTeam::new(vec![20, 33, 1, 8, 45], vec![42, 46, 49, 35, 41]),
        // #5 reads H: Alan (home) wins the chase. #37's inside-shot result is Goal!.
        draws: vec![5, 16, 3, 37],
        puck: Pos::Centre,
        control: ALAN,
        period: 2,
        ..Rig::default()
    });
    act(&mut game, Action::DumpIn { discard: 45 });
    assert_eq!(game.puck(), Pos::of(ALAN, Zone::Offensive));
    assert_eq!(game.control(), Some(ALAN));
    // No inside shot straight after a won dump-and-chase.
    assert_eq!(offered(&game, ALAN), vec![20]);
    assert_eq!(game.hand(ALAN).len(), 5);

    act(&mut game, Action::Play { card: 20 });
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: BOB,
            attacker: ALAN,
            window: Window::Defence {
                card: 20,
                from: Pos::AwayEnd,
                to: Pos::AwayEnd
            }
        }
    );
    act(&mut game, Action::LetPlay);
    // #20's crosshairs: the inside shot is now on.
    assert_eq!(offered(&game, ALAN), vec![33]);
    act(&mut game, Action::Play { card: 33 });
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&Event::Goal {
        team: ALAN,
        kind: GoalKind::Even
    }));
    assert_eq!(game.score(), ByTeam::new(1, 0));
    let totals = game.box_score().totals();
    assert_eq!(totals.home.shots_on_goal, 1);
    // Goal! +3M: Alan may draw three bonus cards, then a face-off at centre.
    assert_eq!(game.phase(), Phase::TakeBonus { team: ALAN, max: 3 });
    act(&mut game, Action::TakeBonus { count: 3 });
    assert_eq!(game.hand(ALAN).len(), 8);
}

fn example_3_table() -> Icih {
    let mut game = Icih::rigged(Rig {
        hands: ByTeam::new(vec![2, 33, 16, 8, 13], vec![56, 45, 42, 58, 35]),
        // #6 reads V: Bob (the visitors) wins the loose puck after the body check.
        draws: vec![6, 1, 3],
        puck: Pos::of(ALAN, Zone::Defensive),
        control: ALAN,
        ..Rig::default()
    });
    act(&mut game, Action::Play { card: 2 });
    game
}

/// Example 3: Alan plays the Great Pass (#2) from his DZ. Bob may steal it with #56 in the
/// pass's zone of origin (his OZ), body-check (#45) in his DZ, or let it go.
#[test]
fn example_3_great_pass_choices() {
    let game = example_3_table();
    assert_eq!(offered(&game, BOB), vec![45, 56]);

    // #56: Bob steals in his OZ and only an inside shot may follow.
    let mut steal = game.clone();
    act(&mut steal, Action::Answer { card: 56 });
    assert_eq!(steal.control(), Some(BOB));
    assert_eq!(steal.puck(), Pos::of(BOB, Zone::Offensive));
    assert_eq!(steal.chain(), Next::new(false, false, true, false));
    // Bob holds #35, an inside-shot card, so the steal leads straight to a shot.
    assert_eq!(offered(&steal, BOB), vec![35]);

    // #45: the pass completes into Bob's DZ, where the body check makes a loose puck.
    let mut check = game.clone();
    let events = act(&mut check, Action::Answer { card: 45 });
    assert!(events.contains(&Event::Drawn {
        card: 6,
        check: Check::LoosePuck
    }));
    assert_eq!(check.puck(), Pos::of(BOB, Zone::Defensive));
    assert_eq!(check.control(), Some(BOB));

    // Let it go: the puck is in Alan's OZ. #2 does not lead to an inside shot (Alan's #33
    // stays in hand), but a second card may follow it: here #13, a pass across the ice, which
    // has a red D on which Bob's body check could then come.
    let mut let_go = game;
    act(&mut let_go, Action::LetPlay);
    assert_eq!(let_go.puck(), Pos::of(ALAN, Zone::Offensive));
    assert_eq!(let_go.control(), Some(ALAN));
    assert_eq!(offered(&let_go, ALAN), vec![13]);
    assert!(let_go.legal(ALAN).contains(&Action::OutsideShot));
    act(&mut let_go, Action::Play { card: 13 });
    assert_eq!(offered(&let_go, BOB), vec![45]);
}

/// The multiple-penalty example, with Alan as the visitors: his dump-in check shows V and
/// "Penalty 10-40" (#6); #25 (H) calls a minor on the home side and, showing "Penalty 10-40"
/// itself, asks for another card; #16 (V) calls one on the visitors: coincidental minors.
#[test]
fn multiple_penalties_25_then_16_are_coincidental() {
    let alan = Team::Away;
    let mut game = Icih::rigged(Rig {
        hands: ByTeam::new(vec![42, 46, 49, 35, 41], vec![20, 33, 1, 8, 45]),
        draws: vec![6, 25, 16],
        puck: Pos::Centre,
        control: alan,
        ..Rig::default()
    });
    let events = act(&mut game, Action::DumpIn { discard: 45 });
    let calls: Vec<(Team, CardId)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Penalty { team, card, .. } => Some((*team, *card)),
            _ => None,
        })
        .collect();
    assert_eq!(calls, vec![(Team::Home, 25), (Team::Away, 16)]);
    assert!(events.contains(&Event::Coincidental));
    let totals = game.box_score().totals();
    assert_eq!(totals.home.penalty_minutes, 2);
    assert_eq!(totals.away.penalty_minutes, 2);
    assert_eq!(totals.home.power_plays + totals.away.power_plays, 0);
    assert!(game.delayed_against().is_none());
    // Face-off in the current zone: Alan's OZ, the home end.
    assert!(events.iter().any(|e| matches!(
        e,
        Event::FaceOffWon {
            pos: Pos::HomeEnd,
            ..
        }
    )));
}

/// The same example with #15 (H) instead of #16: two home minors, served one after the other.
/// Alan has the puck, so it is a delayed penalty first (6-card hand until home touches it).
#[test]
fn multiple_penalties_25_then_15_are_consecutive_minors() {
    let alan = Team::Away;
    let home = Team::Home;
    let mut game = Icih::rigged(Rig {
        hands: ByTeam::new(vec![42, 46, 49, 35, 41], vec![20, 33, 2, 3, 45]),
        // 6, 25, 15: the penalty checks. 9, 10: Alan's replenishment to six.
        // 1: Alan's outside shot, Save - DEF: home touches the puck and the power plays begin.
        // 8, 31: the first power play (outside, inside); 26: the second (one inside shot,
        // Save - OFF in full).
        draws: vec![6, 25, 15, 9, 10, 1, 8, 31, 26],
        puck: Pos::Centre,
        control: alan,
        ..Rig::default()
    });
    let events = act(&mut game, Action::DumpIn { discard: 45 });
    assert!(events.contains(&Event::DelayedPenalty { team: home }));
    assert_eq!(game.delayed_against(), Some(home));
    assert_eq!(game.control(), Some(alan));
    assert_eq!(game.puck(), Pos::HomeEnd);
    assert_eq!(game.hand(alan).len(), 6, "extra skater: a 6-card hand");
    assert_eq!(game.hand(home).len(), 5);

    act(&mut game, Action::OutsideShot);
    act(&mut game, Action::LetPlay);
    // Home gained control: the first power play starts; Alan sheds the extra card.
    assert_eq!(
        game.phase(),
        Phase::DiscardDown {
            team: alan,
            count: 1
        }
    );
    let events = act(&mut game, Action::Discard { card: 20 });
    assert!(events.contains(&Event::PowerPlay {
        team: alan,
        shots: 2,
        major: false
    }));
    assert_eq!(game.puck(), Pos::HomeEnd);
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: home,
            attacker: alan,
            window: Window::PowerPlayShot {
                kind: ShotKind::Outside
            }
        }
    );
    act(&mut game, Action::LetPlay);
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&Event::PowerPlay {
        team: alan,
        shots: 1,
        major: false
    }));
    act(&mut game, Action::LetPlay);
    // The last shot's full result applies: #26's inside result is Save - OFF.
    assert_eq!(game.control(), Some(alan));
    assert_eq!(game.chain(), Next::new(true, true, true, false));
    let totals = game.box_score().totals();
    assert_eq!(totals.away.power_plays, 2);
    assert_eq!(totals.home.penalty_minutes, 4);
    assert_eq!(totals.away.shots_on_goal, 4);
    assert_eq!(totals.home.saves, 4);
}
