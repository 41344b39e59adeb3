//! One or more tests per rule of Ice Cold Ice Hockey, each driven through legal actions on a
//! rigged table. The rulebook (shared/rules/ice-cold-ice-hockey.txt) is the specification; a
//! test the engine fails is kept and marked `#[ignore = "engine: ..."]`.
//!
//! Rigging: `draws` are the next cards off the deck in order (checks, shots and replenishment
//! draws alike); the rest of the deck lies under them. The letters, extras and shot results of
//! the rigged cards are checked against the deck where a test depends on them (`reads`).

use super::cards::{HvExtra, Next, ShotResult, Zone};
use super::deck::card;
use super::rules::Rig;
use super::tests::{act, offered};
use super::*;
use crate::engine::score::StatLine;
use crate::engine::{ByTeam, DecidedIn, Team};

const HOME: Team = Team::Home;
const AWAY: Team = Team::Away;

// ----- helpers -----

/// A table: hands, the next draws, the puck and who controls it (chain fresh, period 1).
fn table(home: &[CardId], away: &[CardId], draws: &[CardId], puck: Pos, control: Team) -> Rig {
    Rig {
        hands: ByTeam::new(home.to_vec(), away.to_vec()),
        draws: draws.to_vec(),
        puck,
        control,
        ..Rig::default()
    }
}

/// The same table in the last pass of a period with nothing left to draw but `draws`: every
/// other card is in the discard pile.
fn end_of_deck(rig: Rig) -> Rig {
    let taken: Vec<CardId> = rig
        .hands
        .home
        .iter()
        .chain(&rig.hands.away)
        .chain(&rig.draws)
        .copied()
        .collect();
    Rig {
        discards: (1..=64).filter(|c| !taken.contains(c)).collect(),
        pass: 2,
        ..rig
    }
}

/// Every `Replenished` event, in order.
fn replenished(events: &[Event]) -> Vec<(Team, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Replenished { team, drew } => Some((*team, *drew)),
            _ => None,
        })
        .collect()
}

/// Every card turned up from the deck (not into a hand), in order.
fn checks(events: &[Event]) -> Vec<(CardId, Check)> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Drawn { card, check } => Some((*card, *check)),
            _ => None,
        })
        .collect()
}

fn count(events: &[Event], pred: impl Fn(&Event) -> bool) -> usize {
    events.iter().filter(|e| pred(e)).count()
}

fn totals(game: &Icih) -> ByTeam<StatLine> {
    game.box_score().totals()
}

fn moved(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::Moved { .. }))
}

/// The rigging depends on this card's H/V section.
fn reads(id: CardId, team: Team, extra: HvExtra) {
    let def = card(id);
    assert_eq!(
        (def.hv, def.hv_extra),
        (team, extra),
        "deck data: #{id}'s H/V section"
    );
}

/// The rigging depends on this card's shot result.
fn shoots(id: CardId, inside: bool, result: ShotResult) {
    let def = card(id);
    let shot = if inside { def.is } else { def.os };
    assert_eq!(shot.result, result, "deck data: #{id}'s shot result");
}

fn shot_event(team: Team, id: CardId, inside: bool) -> Event {
    let def = card(id);
    Event::ShotResult {
        team,
        card: id,
        shot: if inside { def.is } else { def.os },
        inside,
    }
}

/// All 64 cards are somewhere.
fn assert_conserved(game: &Icih) {
    let mut all = game.all_cards();
    all.sort_unstable();
    assert_eq!(all, (1..=64).collect::<Vec<CardId>>(), "64 cards");
}

fn face_off_won(events: &[Event]) -> Option<(Team, Pos)> {
    events.iter().find_map(|e| match e {
        Event::FaceOffWon { team, pos } => Some((*team, *pos)),
        _ => None,
    })
}

const SKATE_ONLY: Next = Next::new(true, false, false, false);
const INSIDE_ONLY: Next = Next::new(false, false, true, false);

// ===================================================================================
// 1. Offence
// ===================================================================================

#[test]
fn skate_or_pass_needs_the_rink_icon_of_the_current_zone_or_none() {
    // #5 Skate DZ, #7 Skate CI, #13 Pass with no icon, #20 Pass OZ, #43 a defensive card.
    let hand = [5, 7, 13, 20, 43];
    let home_at = |puck| Icih::rigged(table(&hand, &[45, 46, 60, 62, 63], &[], puck, HOME));
    assert_eq!(offered(&home_at(Pos::HomeEnd), HOME), vec![5, 13]);
    assert_eq!(offered(&home_at(Pos::Centre), HOME), vec![7, 13]);
    assert_eq!(offered(&home_at(Pos::AwayEnd), HOME), vec![13, 20]);
    // Zones are the holder's: the visitors' DZ is the home end.
    let away_at = |puck| Icih::rigged(table(&[45, 46, 60, 62, 63], &hand, &[], puck, AWAY));
    assert_eq!(offered(&away_at(Pos::AwayEnd), AWAY), vec![5, 13]);
    assert_eq!(offered(&away_at(Pos::HomeEnd), AWAY), vec![13, 20]);
}

#[test]
fn skating_and_passing_never_move_the_puck_backwards() {
    // The visitors skate (#30, CI, no red D) from centre into their OZ, the home end.
    let mut game = Icih::rigged(table(
        &[45, 46, 47, 54, 60],
        &[30, 1, 2, 3, 4],
        &[64],
        Pos::Centre,
        AWAY,
    ));
    let events = act(&mut game, Action::Play { card: 30 });
    assert!(events.contains(&Event::Moved {
        team: AWAY,
        pos: Pos::HomeEnd
    }));
    assert_eq!(game.puck(), Pos::HomeEnd);
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });

    // Once in the OZ, a pass (#10) keeps the puck in the OZ.
    let mut game = Icih::rigged(table(
        &[10, 1, 2, 3, 4],
        &[45, 46, 47, 54, 60],
        &[64],
        Pos::AwayEnd,
        HOME,
    ));
    act(&mut game, Action::Play { card: 10 });
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::Defence {
                card: 10,
                from: Pos::AwayEnd,
                to: Pos::AwayEnd
            }
        }
    );
    act(&mut game, Action::LetPlay);
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(game.control(), Some(HOME));
}

#[test]
fn pass_across_the_ice_keeps_the_puck_in_its_zone() {
    // #8: D-to-D behind the net, DZ, no red D.
    let mut game = Icih::rigged(table(
        &[8, 45, 46, 47, 54],
        &[55, 56, 58, 60, 61],
        &[64],
        Pos::HomeEnd,
        HOME,
    ));
    let events = act(&mut game, Action::Play { card: 8 });
    assert!(!moved(&events));
    assert_eq!(game.puck(), Pos::HomeEnd);
    assert_eq!(game.control(), Some(HOME));
    assert_eq!(game.chain(), Next::new(true, true, false, false));
    assert_eq!(game.phase(), Phase::Attack { team: HOME });

    // #17 at centre: the defence may answer, but the pass goes nowhere.
    let mut game = Icih::rigged(table(
        &[17, 45, 46, 47, 54],
        &[55, 56, 58, 60, 61],
        &[64],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 17 });
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::Defence {
                card: 17,
                from: Pos::Centre,
                to: Pos::Centre
            }
        }
    );
    act(&mut game, Action::LetPlay);
    assert_eq!(game.puck(), Pos::Centre);
}

#[test]
fn after_card_53_only_a_skate_may_be_played_on_top() {
    // Home passes (#15) from centre into the visitors' DZ; they intercept with #53 there.
    let mut game = Icih::rigged(table(
        &[15, 1, 2, 3, 45],
        &[53, 8, 16, 29, 26],
        &[60, 55],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 15 });
    let events = act(&mut game, Action::Answer { card: 53 });
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(game.chain(), SKATE_ONLY);
    // #16 and #26 are Skates; #8 and #29 are Passes and may not follow #53.
    assert_eq!(offered(&game, AWAY), vec![16, 26]);
}

#[test]
fn a_card_on_top_must_be_a_type_the_top_card_allows() {
    // The top card allows a Pass only: the CI skate #7 may not follow, the CI pass #15 may.
    let mut game = Icih::rigged(Rig {
        chain: Next::new(false, true, false, false),
        ..table(
            &[7, 15, 45, 46, 47],
            &[53, 54, 55, 56, 57],
            &[],
            Pos::Centre,
            HOME,
        )
    });
    assert_eq!(offered(&game, HOME), vec![15]);
    assert!(
        game.apply_action(&Action::Play { card: 7 }).is_err(),
        "a Skate on a pass-only card is illegal"
    );
}

#[test]
fn an_inside_shot_needs_crosshairs_on_the_card_below() {
    let mut game = Icih::rigged(table(
        &[33, 20, 10, 45, 46],
        &[55, 58, 59, 61, 64],
        &[1],
        Pos::AwayEnd,
        HOME,
    ));
    // Fresh possession in the OZ: no inside shot yet.
    assert_eq!(offered(&game, HOME), vec![10, 20]);
    act(&mut game, Action::Play { card: 20 });
    act(&mut game, Action::LetPlay);
    // #20 shows crosshairs (and a red D) only: only an inside shot may follow.
    assert_eq!(game.chain(), INSIDE_ONLY);
    assert_eq!(offered(&game, HOME), vec![33]);

    // #10 has no crosshairs: no inside shot on it.
    let mut game = Icih::rigged(table(
        &[33, 20, 10, 45, 46],
        &[55, 58, 59, 61, 64],
        &[1],
        Pos::AwayEnd,
        HOME,
    ));
    act(&mut game, Action::Play { card: 10 });
    act(&mut game, Action::LetPlay);
    assert_eq!(offered(&game, HOME), vec![20]);
}

#[test]
fn steal_56_leads_straight_to_an_inside_shot() {
    // The visitors pass out of their DZ (#1); home steals with #56 in the pass's zone of origin
    // (home's OZ) and only an inside shot may follow.
    let mut game = Icih::rigged(table(
        &[56, 33, 10, 20, 45],
        &[1, 5, 8, 16, 2],
        &[60, 62],
        Pos::AwayEnd,
        AWAY,
    ));
    act(&mut game, Action::Play { card: 1 });
    assert_eq!(offered(&game, HOME), vec![56]);
    act(&mut game, Action::Answer { card: 56 });
    assert_eq!(game.control(), Some(HOME));
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(game.chain(), INSIDE_ONLY);
    assert_eq!(offered(&game, HOME), vec![33]);
}

#[test]
fn no_inside_shot_straight_after_a_won_dump_and_chase() {
    reads(5, HOME, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[33, 20, 15, 45, 46],
        &[55, 58, 59, 61, 64],
        &[5, 60],
        Pos::Centre,
        HOME,
    ));
    let events = act(&mut game, Action::DumpIn { discard: 45 });
    assert!(events.contains(&Event::DumpedIn {
        team: HOME,
        card: 45
    }));
    assert_eq!(checks(&events), vec![(5, Check::DumpIn)]);
    assert_eq!(game.control(), Some(HOME));
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(game.chain(), Next::FRESH);
    // #20 (an OZ pass) yes, the inside shot #33 no; an outside shot is allowed.
    assert_eq!(offered(&game, HOME), vec![20]);
    assert!(game.legal(HOME).contains(&Action::OutsideShot));
    assert_eq!(game.hand(HOME), &[33, 20, 15, 46, 60]);
}

#[test]
fn a_lost_dump_and_chase_gives_the_opponent_control_in_his_dz() {
    reads(16, AWAY, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[33, 20, 15, 45, 46],
        &[55, 58, 59, 61, 64],
        &[16, 60],
        Pos::Centre,
        HOME,
    ));
    let events = act(&mut game, Action::DumpIn { discard: 45 });
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
    assert_eq!(game.puck(), Pos::of(AWAY, Zone::Defensive));
}

#[test]
fn dump_out_to_centre_gives_the_opponent_control_at_centre() {
    let mut game = Icih::rigged(table(
        &[45, 46, 47, 54, 60],
        &[1, 2, 5, 8, 16],
        &[61],
        Pos::HomeEnd,
        HOME,
    ));
    let events = act(&mut game, Action::DumpOutToCentre { discard: 45 });
    assert!(events.contains(&Event::DumpedOutToCentre {
        team: HOME,
        card: 45
    }));
    assert_eq!(game.top_discard(), Some(45));
    // The visitors hold no Puck Kept In: they can only let it go.
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::DumpOut { to_offence: false }
        }
    );
    assert_eq!(game.legal(AWAY), vec![Action::LetPlay]);
    let events = act(&mut game, Action::LetPlay);
    assert_eq!(game.puck(), Pos::Centre);
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(game.chain(), Next::FRESH);
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
    // No check drawn; home replenishes the discarded card.
    assert!(checks(&events).is_empty());
    assert_eq!(replenished(&events), vec![(HOME, 1)]);
    assert_eq!(game.hand(HOME), &[46, 47, 54, 60, 61]);
}

#[test]
fn dump_out_to_the_offensive_zone_on_the_dumpers_letter_gives_the_opponent_his_dz() {
    reads(5, HOME, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[45, 46, 47, 54, 60],
        &[1, 2, 6, 8, 16],
        &[5],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::DumpOutToOffence);
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::DumpOut { to_offence: true }
        }
    );
    let events = act(&mut game, Action::LetPlay);
    assert_eq!(checks(&events), vec![(5, Check::DumpOut)]);
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
    // No card discarded, so nothing to replenish.
    assert_eq!(game.hand(HOME), &[45, 46, 47, 54, 60]);
    assert!(replenished(&events).is_empty());
}

fn iced_table(draws: &[CardId]) -> Icih {
    reads(16, AWAY, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[45, 46, 47, 54, 60],
        &[2, 4, 6, 8, 10],
        draws,
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::DumpOutToOffence);
    act(&mut game, Action::LetPlay);
    game
}

#[test]
fn failed_dump_out_is_icing_unless_the_opponent_touches_up() {
    let mut game = iced_table(&[16]);
    assert_eq!(game.phase(), Phase::TouchUp { team: AWAY });
    assert_eq!(game.legal(AWAY), vec![Action::TouchUp, Action::CallIcing]);
    let events = act(&mut game, Action::TouchUp);
    assert!(events.contains(&Event::TouchedUp { team: AWAY }));
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
}

#[test]
fn called_icing_is_a_face_off_in_the_dumpers_dz() {
    reads(1, HOME, HvExtra::None);
    let mut game = iced_table(&[16, 1]);
    let events = act(&mut game, Action::CallIcing);
    assert!(events.contains(&Event::Icing { team: HOME }));
    assert_eq!(checks(&events), vec![(1, Check::FaceOff)]);
    assert_eq!(face_off_won(&events), Some((HOME, Pos::HomeEnd)));
    assert_eq!(game.puck(), Pos::HomeEnd);
}

#[test]
fn outside_shot_only_in_the_offensive_zone_and_no_card_is_played() {
    for (puck, allowed) in [
        (Pos::HomeEnd, false),
        (Pos::Centre, false),
        (Pos::AwayEnd, true),
    ] {
        let game = Icih::rigged(table(
            &[45, 46, 47, 54, 60],
            &[2, 4, 6, 8, 10],
            &[],
            puck,
            HOME,
        ));
        assert_eq!(
            game.legal(HOME).contains(&Action::OutsideShot),
            allowed,
            "{puck:?}"
        );
    }
    shoots(1, false, ShotResult::SaveDef);
    let mut game = Icih::rigged(table(
        &[45, 46, 47, 54, 60],
        &[2, 4, 6, 8, 10],
        &[1],
        Pos::AwayEnd,
        HOME,
    ));
    let events = act(&mut game, Action::OutsideShot);
    assert!(events.contains(&Event::OutsideShot { team: HOME }));
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::OutsideShot
        }
    );
    let events = act(&mut game, Action::LetPlay);
    assert_eq!(checks(&events), vec![(1, Check::OutsideShot)]);
    assert!(events.contains(&shot_event(HOME, 1, false)));
    assert_eq!(game.hand(HOME), &[45, 46, 47, 54, 60]);
    assert!(replenished(&events).is_empty());
}

// ===================================================================================
// 2. Defence
// ===================================================================================

#[test]
fn defence_rule_1_against_a_skate_the_current_zone() {
    // #7 skates from centre: the answer needs a CI icon or none.
    let mut game = Icih::rigged(table(
        &[7, 1, 2, 3, 4],
        &[43, 45, 49, 55, 61],
        &[],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::Defence {
                card: 7,
                from: Pos::Centre,
                to: Pos::AwayEnd
            }
        }
    );
    assert_eq!(offered(&game, AWAY), vec![43, 49, 61]);

    // #26 skates out of home's DZ (the visitors' OZ): OZ icons or none.
    let mut game = Icih::rigged(table(
        &[26, 1, 2, 3, 4],
        &[42, 45, 55, 58, 61],
        &[],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::Play { card: 26 });
    assert_eq!(offered(&game, AWAY), vec![42, 55, 58]);
}

#[test]
fn defence_rule_2_against_a_pass_the_destination_zone() {
    // #15 passes from centre into the visitors' DZ: DZ icons or none. #42 (CI/OZ) and #55
    // (OZ) may not answer.
    let mut game = Icih::rigged(table(
        &[15, 1, 2, 3, 4],
        &[42, 45, 55, 60, 61],
        &[],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 15 });
    assert_eq!(offered(&game, AWAY), vec![45, 60, 61]);
}

#[test]
fn defence_rule_3_a_steal_meets_a_pass_in_its_zone_of_origin() {
    // #1 passes from home's DZ (the visitors' OZ) to centre. The steals #56 (OZ) and #49 (CI
    // and OZ) may answer in the zone of origin; #61 answers at the destination, centre; #55
    // (OZ) may not, since an ordinary D card meets a pass at its destination.
    let mut game = Icih::rigged(table(
        &[1, 2, 3, 4, 5],
        &[45, 49, 55, 56, 61],
        &[],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::Play { card: 1 });
    assert_eq!(offered(&game, AWAY), vec![49, 56, 61]);

    // From centre the CI steal #49 is the one that fits.
    let mut game = Icih::rigged(table(
        &[15, 2, 3, 4, 5],
        &[49, 56, 42, 55, 58],
        &[60, 61],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 15 });
    assert_eq!(offered(&game, AWAY), vec![49]);
    let events = act(&mut game, Action::Answer { card: 49 });
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::Centre
    }));
}

#[test]
fn a_defensive_card_answers_only_a_card_with_a_red_d_at_upper_right() {
    // #30 shows no red D: the visitors, holding cards playable anywhere, get no say.
    assert!(!card(30).next.defence);
    let mut game = Icih::rigged(table(
        &[30, 1, 2, 3, 4],
        &[43, 57, 59, 61, 64],
        &[60],
        Pos::Centre,
        HOME,
    ));
    let events = act(&mut game, Action::Play { card: 30 });
    assert!(!events.iter().any(|e| matches!(e, Event::LetGo { .. })));
    assert_eq!(game.phase(), Phase::Attack { team: HOME });
    assert_eq!(game.puck(), Pos::AwayEnd);
    // The puck moved at once and the next play is home's.
    assert!(game.legal(AWAY).is_empty());
}

#[test]
fn great_pass_2_is_answered_by_a_steal_at_its_origin_or_other_d_cards_at_its_destination() {
    let mut game = Icih::rigged(table(
        &[2, 10, 18, 20, 31],
        &[45, 49, 53, 55, 56],
        &[60],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::Play { card: 2 });
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::Defence {
                card: 2,
                from: Pos::HomeEnd,
                to: Pos::AwayEnd
            }
        }
    );
    // #56 and #49 steal in the visitors' OZ (origin); #45 and #53 defend their DZ
    // (destination).
    assert_eq!(offered(&game, AWAY), vec![45, 49, 53, 56]);
    act(&mut game, Action::LetPlay);
    // Two zones in one go, and no inside shot follows.
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(game.control(), Some(HOME));
    assert!(!game.chain().inside_shot);
}

/// Example 3: after #2, Bob "hope[s] that Alan plays either a second card which will allow
/// the play of Bob's body check card, or that Alan lacks an offensive card which leads to an
/// Inside Shot", so a Pass or Skate may follow the Great Pass in Alan's OZ.
#[test]
fn great_pass_2_lets_a_second_card_follow_in_the_offensive_zone() {
    let mut game = Icih::rigged(table(
        &[2, 10, 18, 20, 31],
        &[45, 46, 47, 54, 57],
        &[60],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::Play { card: 2 });
    act(&mut game, Action::LetPlay);
    assert!(!offered(&game, HOME).is_empty());
}

#[test]
fn breakaway_pass_4_is_stopped_only_by_d_with_p_cards_in_the_destination_zone() {
    let answers = |away: [CardId; 5]| {
        let mut game = Icih::rigged(table(&[4, 10, 18, 20, 31], &away, &[], Pos::HomeEnd, HOME));
        act(&mut game, Action::Play { card: 4 });
        offered(&game, AWAY)
    };
    // #46/#47 (D-with-P, DZ) yes; #54 (D-with-P, CI) no; #45 (plain D) and #56 (steal) no.
    assert_eq!(answers([46, 47, 54, 45, 56]), vec![46, 47]);
    // Cheap Shot and Slashing, playable anywhere, yes; the rest no.
    assert_eq!(answers([44, 57, 53, 63, 62]), vec![44, 57]);
}

#[test]
fn breakaway_skate_21_is_stopped_only_by_slashing_or_cheap_shot() {
    let mut game = Icih::rigged(table(
        &[21, 10, 18, 20, 31],
        &[57, 44, 46, 56, 43],
        &[60],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::Play { card: 21 });
    assert_eq!(offered(&game, AWAY), vec![44, 57]);
    act(&mut game, Action::LetPlay);
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(game.chain(), Next::new(false, true, true, false));
}

#[test]
fn only_inside_shots_39_and_40_may_be_answered_by_a_d_with_p_card() {
    let answers = |shot: CardId| {
        let mut game = Icih::rigged(Rig {
            chain: INSIDE_ONLY,
            ..table(
                &[39, 40, 33, 10, 20],
                &[63, 46, 57, 45, 62],
                &[],
                Pos::AwayEnd,
                HOME,
            )
        });
        act(&mut game, Action::Play { card: shot });
        assert_eq!(
            game.phase(),
            Phase::Answer {
                team: AWAY,
                attacker: HOME,
                window: Window::InsideShot { card: shot }
            }
        );
        offered(&game, AWAY)
    };
    assert_eq!(answers(39), vec![46, 57, 63]);
    assert_eq!(answers(40), vec![46, 57, 63]);
    // Other inside shots: only the I/S block.
    assert_eq!(answers(33), vec![63]);
}

/// Home plays #39 in the OZ and the visitors answer with Holding (#46, range 20-34).
fn penalty_shot_table(draws: &[CardId]) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(Rig {
        chain: INSIDE_ONLY,
        ..table(
            &[39, 10, 20, 31, 18],
            &[46, 45, 55, 58, 59],
            draws,
            Pos::AwayEnd,
            HOME,
        )
    });
    act(&mut game, Action::Play { card: 39 });
    let events = act(&mut game, Action::Answer { card: 46 });
    (game, events)
}

#[test]
fn d_with_p_on_39_awards_a_penalty_shot_on_id_1_to_9_which_scores_on_1_to_25() {
    reads(1, HOME, HvExtra::None);
    let (mut game, events) = penalty_shot_table(&[5, 12, 64, 61, 60, 54, 53, 1]);
    assert_eq!(
        checks(&events),
        vec![(5, Check::PenaltyShotAward), (12, Check::PenaltyShot)]
    );
    assert!(events.contains(&Event::PenaltyShotAwarded { team: HOME }));
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::PenaltyShot
    }));
    assert_eq!(game.score(), ByTeam::new(1, 0));
    assert_eq!(totals(&game).home.shots_on_goal, 1);
    // Goal! +3M for the shooter, then a face-off at centre.
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 3 });
    let events = act(&mut game, Action::TakeBonus { count: 3 });
    assert_eq!(game.hand(HOME).len(), 8);
    assert_eq!(replenished(&events), vec![(HOME, 4), (AWAY, 1)]);
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
}

#[test]
fn a_missed_penalty_shot_is_followed_by_a_face_off_in_the_goalies_dz() {
    let (game, events) = penalty_shot_table(&[5, 30, 64, 61, 1]);
    assert!(events.contains(&Event::PenaltyShotAwarded { team: HOME }));
    assert!(events.contains(&Event::Saved { team: AWAY }));
    assert_eq!(game.score(), ByTeam::new(0, 0));
    assert_eq!(totals(&game).home.shots_on_goal, 1);
    assert_eq!(totals(&game).away.saves, 1);
    assert_eq!(face_off_won(&events), Some((HOME, Pos::AwayEnd)));
}

#[test]
fn without_a_penalty_shot_the_d_with_p_range_decides_the_penalty() {
    // #24 (V): no penalty shot (not 1-9), inside Holding's 20-34: a minor on the visitors,
    // who win the loose puck (V) and so are penalised with the puck: power play at once.
    reads(24, AWAY, HvExtra::None);
    let (game, events) = penalty_shot_table(&[24, 64, 61]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::PenaltyShotAwarded { .. }))
    );
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 24,
        major: false
    }));
    assert!(events.contains(&Event::PowerPlay {
        team: HOME,
        shots: 2,
        major: false
    }));
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::PowerPlayShot {
                kind: ShotKind::Outside
            }
        }
    );

    // #16 (V), below 20: no penalty; the visitors simply have the loose puck in their DZ.
    let (game, events) = penalty_shot_table(&[16, 64, 61]);
    assert!(events.contains(&Event::NoPenalty { card: 16 }));
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
}

#[test]
fn big_hit_gives_its_player_two_extra_cards() {
    reads(1, HOME, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[7, 10, 18, 20, 31],
        &[43, 45, 46, 47, 53],
        &[1, 64, 61, 60, 58],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    let events = act(&mut game, Action::Answer { card: 43 });
    assert!(events.contains(&Event::Momentum {
        team: AWAY,
        cards: 2
    }));
    // Loose puck at centre: #1 reads H.
    assert_eq!(checks(&events), vec![(1, Check::LoosePuck)]);
    assert!(events.contains(&Event::GainedControl {
        team: HOME,
        pos: Pos::Centre
    }));
    assert_eq!(game.phase(), Phase::TakeBonus { team: AWAY, max: 2 });
    let events = act(&mut game, Action::TakeBonus { count: 2 });
    assert_eq!(replenished(&events), vec![(AWAY, 3)]);
    assert_eq!(game.hand(AWAY).len(), 7);
    assert_eq!(game.hand(HOME).len(), 5);
    assert_eq!(game.phase(), Phase::Attack { team: HOME });
}

#[test]
fn big_hit_42_is_playable_only_at_centre_or_in_its_players_oz() {
    assert_eq!(card(42).momentum, 2);
    // At centre (a skate from CI): yes.
    let mut game = Icih::rigged(table(
        &[7, 10, 18, 20, 31],
        &[42, 45, 46, 47, 53],
        &[],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    assert!(offered(&game, AWAY).contains(&42));
    // On a pass into the visitors' DZ: no.
    let mut game = Icih::rigged(table(
        &[15, 10, 18, 20, 31],
        &[42, 45, 46, 47, 53],
        &[],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 15 });
    assert!(!offered(&game, AWAY).contains(&42));
}

fn cheap_shot_table(draws: &[CardId]) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(table(
        &[7, 10, 18, 20, 31],
        &[44, 45, 46, 47, 53],
        draws,
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    let events = act(&mut game, Action::Answer { card: 44 });
    (game, events)
}

#[test]
fn cheap_shot_gives_the_victim_two_cards_and_a_face_off_in_the_current_zone() {
    reads(1, HOME, HvExtra::None);
    let (mut game, events) = cheap_shot_table(&[5, 64, 61, 60, 58, 1]);
    assert!(events.contains(&Event::Momentum {
        team: HOME,
        cards: 2
    }));
    assert_eq!(checks(&events), vec![(5, Check::CheapShot)]);
    assert!(events.contains(&Event::NoPenalty { card: 5 }));
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 2 });
    let events = act(&mut game, Action::TakeBonus { count: 2 });
    assert_eq!(replenished(&events), vec![(HOME, 3), (AWAY, 1)]);
    assert_eq!(game.hand(HOME).len(), 7);
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
    assert_eq!(totals(&game).away.penalties, 0);
}

#[test]
fn cheap_shot_check_10_to_45_is_a_minor_and_60_to_64_a_major() {
    let (game, events) = cheap_shot_table(&[16, 64]);
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 16,
        major: false
    }));
    assert_eq!(totals(&game).away.penalty_minutes, 2);
    let (game, events) = cheap_shot_table(&[62, 64]);
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 62,
        major: true
    }));
    assert_eq!(totals(&game).away.penalty_minutes, 5);
}

#[test]
fn puck_kept_in_48_answers_a_dump_out_to_centre() {
    let mut game = Icih::rigged(table(
        &[45, 46, 47, 54, 60],
        &[48, 1, 2, 8, 16],
        &[64, 61],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::DumpOutToCentre { discard: 45 });
    assert_eq!(offered(&game, AWAY), vec![48]);
    let events = act(&mut game, Action::Answer { card: 48 });
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::HomeEnd
    }));
    assert_eq!(game.puck(), Pos::HomeEnd);
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(game.chain(), Next::new(true, true, false, false));
    assert_eq!(replenished(&events), vec![(HOME, 1), (AWAY, 1)]);
}

#[test]
fn puck_kept_in_48_answers_a_dump_out_to_the_offensive_zone_without_a_check() {
    let mut game = Icih::rigged(table(
        &[45, 46, 47, 54, 60],
        &[48, 1, 2, 8, 16],
        &[64, 61],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::DumpOutToOffence);
    assert_eq!(offered(&game, AWAY), vec![48]);
    let events = act(&mut game, Action::Answer { card: 48 });
    assert!(checks(&events).is_empty());
    assert_eq!(game.puck(), Pos::HomeEnd);
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(replenished(&events), vec![(AWAY, 1)]);
}

#[test]
fn puck_kept_in_48_is_not_a_defensive_card() {
    // On a skate at centre the visitors' #48 is no answer.
    let mut game = Icih::rigged(table(
        &[7, 10, 18, 20, 31],
        &[48, 43, 45, 46, 47],
        &[],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    assert_eq!(offered(&game, AWAY), vec![43, 47]);
}

fn muscled_off_table() -> Icih {
    let mut game = Icih::rigged(table(
        &[7, 61, 45, 49, 55],
        &[50, 10, 18, 20, 31],
        &[64, 60, 58],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    act(&mut game, Action::Answer { card: 50 });
    game
}

#[test]
fn muscled_off_50_may_itself_be_answered_by_a_defensive_card() {
    let mut game = muscled_off_table();
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: HOME,
            attacker: AWAY,
            window: Window::Defence {
                card: 50,
                from: Pos::Centre,
                to: Pos::Centre
            }
        }
    );
    // Home's CI defensive cards: #49 and #61 (not #45 DZ, #55 OZ).
    assert_eq!(offered(&game, HOME), vec![49, 61]);
    let events = act(&mut game, Action::Answer { card: 61 });
    assert!(events.contains(&Event::GainedControl {
        team: HOME,
        pos: Pos::Centre
    }));
    assert_eq!(game.phase(), Phase::Attack { team: HOME });
    assert_eq!(game.chain(), Next::new(true, true, false, false));
    assert_eq!(replenished(&events), vec![(HOME, 2), (AWAY, 1)]);
}

#[test]
fn muscled_off_50_let_go_leaves_its_player_in_control() {
    let mut game = muscled_off_table();
    act(&mut game, Action::LetPlay);
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
    assert_eq!(game.puck(), Pos::Centre);
    assert_eq!(game.chain(), Next::new(true, true, false, false));
}

#[test]
fn slashing_57_anywhere_gives_a_loose_puck_and_a_minor_on_10_to_40() {
    // Breakaway #21 from home's DZ, slashed there. #12 reads V: the visitors (penalised) get
    // the loose puck, so the power play starts at once: one inside shot (first digit 1).
    reads(12, AWAY, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[21, 10, 18, 20, 31],
        &[57, 45, 46, 47, 53],
        &[12, 64, 61],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::Play { card: 21 });
    let events = act(&mut game, Action::Answer { card: 57 });
    assert_eq!(checks(&events), vec![(12, Check::PenaltyCard)]);
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 12,
        major: false
    }));
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::HomeEnd
    }));
    assert!(events.contains(&Event::PowerPlay {
        team: HOME,
        shots: 1,
        major: false
    }));
    // The power play moves the puck into the penalised team's DZ.
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::PowerPlayShot {
                kind: ShotKind::Inside
            }
        }
    );
    let t = totals(&game);
    assert_eq!((t.away.penalties, t.away.penalty_minutes), (1, 2));
    assert_eq!(t.home.power_plays, 1);
}

#[test]
fn os_blocked_62_stops_the_shot_without_a_shot_card_and_makes_a_loose_puck() {
    reads(1, HOME, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[10, 18, 20, 31, 33],
        &[62, 63, 45, 46, 60],
        &[1, 64],
        Pos::AwayEnd,
        HOME,
    ));
    act(&mut game, Action::OutsideShot);
    assert_eq!(offered(&game, AWAY), vec![62]);
    let events = act(&mut game, Action::Answer { card: 62 });
    assert!(events.contains(&Event::Blocked {
        team: AWAY,
        card: 62
    }));
    assert_eq!(checks(&events), vec![(1, Check::LoosePuck)]);
    assert!(!events.iter().any(|e| matches!(e, Event::ShotResult { .. })));
    assert!(events.contains(&Event::GainedControl {
        team: HOME,
        pos: Pos::AwayEnd
    }));
    assert_eq!(totals(&game).home.shots_on_goal, 0);
    assert_eq!(replenished(&events), vec![(AWAY, 1)]);
}

#[test]
fn is_blocked_63_answers_an_inside_shot_card_with_a_loose_puck() {
    reads(8, AWAY, HvExtra::None);
    let mut game = Icih::rigged(Rig {
        chain: INSIDE_ONLY,
        ..table(
            &[33, 10, 18, 20, 31],
            &[62, 63, 45, 46, 60],
            &[8, 64, 61],
            Pos::AwayEnd,
            HOME,
        )
    });
    act(&mut game, Action::Play { card: 33 });
    assert_eq!(offered(&game, AWAY), vec![63]);
    let events = act(&mut game, Action::Answer { card: 63 });
    assert_eq!(checks(&events), vec![(8, Check::LoosePuck)]);
    assert!(!events.iter().any(|e| matches!(e, Event::ShotResult { .. })));
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
    assert_eq!(totals(&game).home.shots_on_goal, 0);
}

fn fight_table(draws: &[CardId]) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(table(
        &[7, 10, 18, 20, 31],
        &[64, 45, 46, 47, 53],
        draws,
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    let events = act(&mut game, Action::Answer { card: 64 });
    (game, events)
}

#[test]
fn fight_64_draws_for_the_winner_who_gets_two_cards_then_a_face_off_in_the_current_zone() {
    reads(1, HOME, HvExtra::None);
    // ID 5: the home range.
    let (mut game, events) = fight_table(&[5, 63, 61, 1]);
    assert_eq!(checks(&events), vec![(5, Check::Fight)]);
    assert!(events.contains(&Event::Fight { winner: Some(HOME) }));
    assert!(events.contains(&Event::Momentum {
        team: HOME,
        cards: 2
    }));
    // Coincidental majors: five minutes each, no power play.
    let t = totals(&game);
    assert_eq!((t.home.penalties, t.home.penalty_minutes), (1, 5));
    assert_eq!((t.away.penalties, t.away.penalty_minutes), (1, 5));
    assert!(!events.iter().any(|e| matches!(e, Event::PowerPlay { .. })));
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 2 });
    let events = act(&mut game, Action::TakeBonus { count: 0 });
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));

    // ID 30: the visitors' range.
    let (game, events) = fight_table(&[30, 63, 61, 1]);
    assert!(events.contains(&Event::Fight { winner: Some(AWAY) }));
    assert_eq!(game.phase(), Phase::TakeBonus { team: AWAY, max: 2 });

    // ID 50: neither range, a draw: no momentum.
    let (game, events) = fight_table(&[50, 63, 61, 1]);
    assert!(events.contains(&Event::Fight { winner: None }));
    assert!(!events.iter().any(|e| matches!(e, Event::Momentum { .. })));
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
    assert_eq!(game.bonus(), ByTeam::new(0, 0));
}

// ===================================================================================
// 3. H/V extras
// ===================================================================================

fn dump_in_table(draws: &[CardId]) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(table(
        &[45, 10, 18, 20, 31],
        &[46, 47, 53, 54, 55],
        draws,
        Pos::Centre,
        HOME,
    ));
    let events = act(&mut game, Action::DumpIn { discard: 45 });
    (game, events)
}

#[test]
fn penalty_10_40_second_card_calls_a_penalty_on_its_own_letter() {
    // #25 (H, Penalty 10-40): home wins the chase; #16 (V, in 10-40): a minor on the visitors.
    reads(25, HOME, HvExtra::Penalty);
    reads(16, AWAY, HvExtra::None);
    let (game, events) = dump_in_table(&[25, 16, 64, 61]);
    assert_eq!(
        checks(&events),
        vec![(25, Check::DumpIn), (16, Check::BehindThePlay)]
    );
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 16,
        major: false
    }));
    // Home has the puck: a delayed penalty.
    assert!(events.contains(&Event::DelayedPenalty { team: AWAY }));
    assert_eq!(game.control(), Some(HOME));
    assert_eq!(game.delayed_against(), Some(AWAY));
}

#[test]
fn penalty_10_40_no_call_when_the_second_id_is_outside_the_range() {
    let (game, events) = dump_in_table(&[25, 5, 64]);
    assert!(events.contains(&Event::NoPenalty { card: 5 }));
    assert!(!events.iter().any(|e| matches!(e, Event::Penalty { .. })));
    assert_eq!(game.delayed_against(), None);
    assert_eq!(game.hand(HOME).len(), 5);
}

#[test]
fn fight_extra_on_a_check_starts_a_fight_and_a_face_off_where_the_puck_is() {
    reads(42, AWAY, HvExtra::Fight);
    reads(1, HOME, HvExtra::None);
    let (mut game, events) = dump_in_table(&[42, 30, 64, 61, 60, 1]);
    assert_eq!(
        checks(&events),
        vec![(42, Check::DumpIn), (30, Check::Fight)]
    );
    assert!(events.contains(&Event::Fight { winner: Some(AWAY) }));
    assert_eq!(totals(&game).home.penalty_minutes, 5);
    assert_eq!(totals(&game).away.penalty_minutes, 5);
    assert_eq!(game.phase(), Phase::TakeBonus { team: AWAY, max: 2 });
    let events = act(&mut game, Action::TakeBonus { count: 2 });
    assert_eq!(game.hand(AWAY).len(), 7);
    // The dumped puck was in home's OZ.
    assert_eq!(face_off_won(&events), Some((HOME, Pos::AwayEnd)));
}

#[test]
fn offside_extra_on_a_check_is_a_face_off_at_centre() {
    reads(9, HOME, HvExtra::Offside);
    reads(1, HOME, HvExtra::None);
    let (game, events) = dump_in_table(&[9, 64, 1]);
    assert!(events.contains(&Event::Offside));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::GainedControl { .. }))
    );
    assert_eq!(
        checks(&events),
        vec![(9, Check::DumpIn), (1, Check::FaceOff)]
    );
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
    assert_eq!(game.puck(), Pos::Centre);

    // A loose puck deep in a zone that shows Offside also goes back to centre.
    reads(22, AWAY, HvExtra::Offside);
    let mut game = Icih::rigged(table(
        &[10, 18, 20, 31, 33],
        &[62, 45, 46, 47, 53],
        &[22, 64, 1],
        Pos::AwayEnd,
        HOME,
    ));
    act(&mut game, Action::OutsideShot);
    let events = act(&mut game, Action::Answer { card: 62 });
    assert!(events.contains(&Event::Offside));
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
}

#[test]
fn a_d_with_p_check_card_showing_penalty_10_40_checks_again() {
    // Slashing answered at centre; #19 (H, Penalty 10-40, ID in 10-40) calls the slash and
    // gives home the loose puck, then #15 (H, in 10-40) calls a minor on home behind the play:
    // one each, coincidental, face-off at centre.
    reads(19, HOME, HvExtra::Penalty);
    reads(15, HOME, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[7, 10, 18, 20, 31],
        &[57, 45, 46, 47, 53],
        &[19, 15, 64, 61, 1],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    let events = act(&mut game, Action::Answer { card: 57 });
    assert_eq!(
        checks(&events)[..2],
        [(19, Check::PenaltyCard), (15, Check::BehindThePlay)]
    );
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 19,
        major: false
    }));
    assert!(events.contains(&Event::Penalty {
        team: HOME,
        card: 15,
        major: false
    }));
    assert!(events.contains(&Event::Coincidental));
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
}

// ===================================================================================
// 4. Replenishment and momentum
// ===================================================================================

#[test]
fn the_attacker_replenishes_before_the_defender() {
    let mut game = Icih::rigged(table(
        &[7, 10, 18, 20, 31],
        &[61, 45, 46, 47, 53],
        &[64, 60],
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    let events = act(&mut game, Action::Answer { card: 61 });
    assert_eq!(replenished(&events), vec![(HOME, 1), (AWAY, 1)]);
    assert_eq!(game.hand(HOME), &[10, 18, 20, 31, 64]);
    assert_eq!(game.hand(AWAY), &[45, 46, 47, 53, 60]);

    // The same with the visitors attacking.
    let mut game = Icih::rigged(table(
        &[61, 45, 46, 47, 53],
        &[7, 10, 18, 20, 31],
        &[64, 60],
        Pos::Centre,
        AWAY,
    ));
    act(&mut game, Action::Play { card: 7 });
    let events = act(&mut game, Action::Answer { card: 61 });
    assert_eq!(replenished(&events), vec![(AWAY, 1), (HOME, 1)]);
    assert_eq!(game.hand(AWAY), &[10, 18, 20, 31, 64]);
}

fn goal_table(rig: Rig) -> (Icih, Vec<Event>) {
    shoots(58, false, ShotResult::Goal);
    let mut game = Icih::rigged(rig);
    act(&mut game, Action::OutsideShot);
    let events = act(&mut game, Action::LetPlay);
    (game, events)
}

#[test]
fn a_goal_gives_three_bonus_cards_and_fewer_may_be_taken() {
    let rig = || {
        table(
            &[10, 18, 20, 31, 33],
            &[45, 46, 47, 53, 54],
            &[58, 64, 63, 62, 1],
            Pos::AwayEnd,
            HOME,
        )
    };
    let (mut game, events) = goal_table(rig());
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::Even
    }));
    assert!(events.contains(&Event::Momentum {
        team: HOME,
        cards: 3
    }));
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 3 });
    assert_eq!(
        game.legal(HOME),
        vec![
            Action::TakeBonus { count: 3 },
            Action::TakeBonus { count: 2 },
            Action::TakeBonus { count: 1 },
            Action::TakeBonus { count: 0 },
        ]
    );
    let events = act(&mut game, Action::TakeBonus { count: 3 });
    assert_eq!(replenished(&events), vec![(HOME, 3)]);
    assert_eq!(game.hand(HOME).len(), 8);
    assert_eq!(game.bonus(), ByTeam::new(0, 0));
    // Face-off at centre after the goal (#1 reads H).
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));

    let (mut game, _) = goal_table(rig());
    act(&mut game, Action::TakeBonus { count: 1 });
    assert_eq!(game.hand(HOME).len(), 6);
    assert_eq!(game.bonus(), ByTeam::new(0, 0));
}

#[test]
fn no_refill_until_the_hand_is_down_to_four() {
    // Seven cards from momentum; three plays with no red D (#30, #32, #24).
    let mut game = Icih::rigged(table(
        &[30, 32, 24, 10, 18, 20, 31],
        &[45, 46, 47, 53, 54],
        &[64, 61],
        Pos::Centre,
        HOME,
    ));
    let events = act(&mut game, Action::Play { card: 30 });
    assert!(replenished(&events).is_empty());
    assert_eq!(game.hand(HOME).len(), 6);
    let events = act(&mut game, Action::Play { card: 32 });
    assert!(replenished(&events).is_empty());
    assert_eq!(game.hand(HOME).len(), 5);
    let events = act(&mut game, Action::Play { card: 24 });
    assert_eq!(replenished(&events), vec![(HOME, 1)]);
    assert_eq!(game.hand(HOME).len(), 5);
}

#[test]
fn never_more_than_ten_cards_in_hand() {
    // Four bonus cards still owed, then a goal: 5 + 7 would be twelve; the cap is ten.
    let (mut game, _) = goal_table(Rig {
        bonus: ByTeam::new(4, 0),
        ..table(
            &[10, 18, 20, 31, 33],
            &[45, 46, 47, 53, 54],
            &[58, 64, 63, 62, 61, 60, 1],
            Pos::AwayEnd,
            HOME,
        )
    });
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 5 });
    act(&mut game, Action::TakeBonus { count: 5 });
    assert_eq!(game.hand(HOME).len(), usize::from(MAX_HAND));
}

#[test]
fn an_opponent_with_more_than_five_sheds_the_surplus_and_the_bonus_shrinks_by_it() {
    // The rulebook's example: the visitors hold seven, home scores: they discard two, home
    // replenishes to six (5 + 3 - 2).
    let (mut game, events) = goal_table(table(
        &[10, 18, 20, 31, 33],
        &[45, 46, 47, 53, 54, 55, 60],
        &[58, 64, 1],
        Pos::AwayEnd,
        HOME,
    ));
    assert!(events.contains(&Event::Momentum {
        team: HOME,
        cards: 1
    }));
    assert_eq!(
        game.phase(),
        Phase::DiscardDown {
            team: AWAY,
            count: 2
        }
    );
    act(&mut game, Action::Discard { card: 45 });
    assert_eq!(
        game.phase(),
        Phase::DiscardDown {
            team: AWAY,
            count: 1
        }
    );
    act(&mut game, Action::Discard { card: 46 });
    assert_eq!(game.hand(AWAY).len(), 5);
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 1 });
    act(&mut game, Action::TakeBonus { count: 1 });
    assert_eq!(game.hand(HOME).len(), 6);
}

#[test]
fn ice_the_puck_3_is_icing_and_allows_one_more_discard_before_replenishing() {
    reads(1, HOME, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[3, 45, 10, 18, 20],
        &[46, 47, 53, 54, 55],
        &[64, 61, 1],
        Pos::HomeEnd,
        HOME,
    ));
    let events = act(&mut game, Action::Play { card: 3 });
    assert!(events.contains(&Event::Icing { team: HOME }));
    assert_eq!(game.phase(), Phase::ExtraDiscard { team: HOME });
    assert!(game.legal(HOME).contains(&Action::SkipDiscard));
    let events = act(&mut game, Action::Discard { card: 45 });
    assert_eq!(replenished(&events), vec![(HOME, 2)]);
    assert_eq!(game.hand(HOME), &[10, 18, 20, 64, 61]);
    assert_eq!(face_off_won(&events), Some((HOME, Pos::HomeEnd)));
}

// ===================================================================================
// 5. Shot results
// ===================================================================================

/// Home takes an outside shot in its OZ; the visitors let it go.
fn outside_shot(draws: &[CardId]) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(table(
        &[10, 18, 20, 31, 33],
        &[46, 47, 53, 54, 55],
        draws,
        Pos::AwayEnd,
        HOME,
    ));
    act(&mut game, Action::OutsideShot);
    let events = act(&mut game, Action::LetPlay);
    (game, events)
}

#[test]
fn shot_result_goal_scores_with_three_bonus_cards_and_a_face_off_at_centre() {
    let (mut game, events) = outside_shot(&[58, 1]);
    assert!(events.contains(&shot_event(HOME, 58, false)));
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::Even
    }));
    assert_eq!(game.score(), ByTeam::new(1, 0));
    assert_eq!(totals(&game).home.shots_on_goal, 1);
    assert_eq!(totals(&game).away.saves, 0);
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 3 });
    let events = act(&mut game, Action::TakeBonus { count: 0 });
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
}

#[test]
fn shot_result_super_save_gives_the_goalies_side_two_cards_and_a_face_off_in_its_dz() {
    shoots(21, false, ShotResult::SuperSave);
    let (mut game, events) = outside_shot(&[21, 64, 61, 1]);
    assert!(events.contains(&Event::Saved { team: AWAY }));
    assert!(events.contains(&Event::Momentum {
        team: AWAY,
        cards: 2
    }));
    assert_eq!(totals(&game).home.shots_on_goal, 1);
    assert_eq!(totals(&game).away.saves, 1);
    assert_eq!(game.phase(), Phase::TakeBonus { team: AWAY, max: 2 });
    let events = act(&mut game, Action::TakeBonus { count: 2 });
    assert_eq!(game.hand(AWAY).len(), 7);
    assert_eq!(face_off_won(&events), Some((HOME, Pos::AwayEnd)));
}

#[test]
fn shot_result_save_def_gives_the_defence_the_puck_in_its_dz() {
    shoots(1, false, ShotResult::SaveDef);
    let (game, events) = outside_shot(&[1]);
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
    assert_eq!(game.chain(), Next::FRESH);
    assert_eq!(totals(&game).home.shots_on_goal, 1);
    assert_eq!(totals(&game).away.saves, 1);
}

#[test]
fn shot_result_wide_def_is_no_shot_on_goal() {
    shoots(3, false, ShotResult::WideDef);
    let (game, events) = outside_shot(&[3]);
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
    assert!(!events.iter().any(|e| matches!(e, Event::Saved { .. })));
    assert_eq!(totals(&game).home.shots_on_goal, 0);
    assert_eq!(totals(&game).away.saves, 0);
}

#[test]
fn shot_result_save_off_keeps_the_puck_and_allows_an_inside_shot() {
    shoots(7, false, ShotResult::SaveOff);
    let (game, events) = outside_shot(&[7]);
    assert!(events.contains(&Event::GainedControl {
        team: HOME,
        pos: Pos::AwayEnd
    }));
    assert_eq!(game.phase(), Phase::Attack { team: HOME });
    assert_eq!(game.chain(), Next::new(true, true, true, false));
    assert_eq!(offered(&game, HOME), vec![10, 18, 20, 31, 33]);
    assert_eq!(totals(&game).home.shots_on_goal, 1);
}

#[test]
fn shot_result_save_fo_is_a_face_off_in_the_defending_dz() {
    shoots(2, false, ShotResult::SaveFaceOff);
    let (game, events) = outside_shot(&[2, 1]);
    assert_eq!(
        checks(&events),
        vec![(2, Check::OutsideShot), (1, Check::FaceOff)]
    );
    assert_eq!(face_off_won(&events), Some((HOME, Pos::AwayEnd)));
    assert_eq!(totals(&game).away.saves, 1);
}

#[test]
fn shot_result_save_rebound_draws_an_immediate_inside_shot() {
    shoots(12, false, ShotResult::SaveRebound);
    shoots(5, true, ShotResult::Goal);
    let (game, events) = outside_shot(&[12, 5]);
    assert_eq!(
        checks(&events),
        vec![(12, Check::OutsideShot), (5, Check::Rebound)]
    );
    assert!(events.contains(&shot_event(HOME, 5, true)));
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::Even
    }));
    // Two shots on goal: the saved one and the rebound.
    assert_eq!(totals(&game).home.shots_on_goal, 2);
    assert_eq!(totals(&game).away.saves, 1);
}

#[test]
fn shot_result_hit_the_post_is_a_loose_puck_in_the_defending_dz_and_no_shot_on_goal() {
    shoots(17, false, ShotResult::HitPost);
    reads(1, HOME, HvExtra::None);
    let (game, events) = outside_shot(&[17, 1]);
    assert_eq!(
        checks(&events),
        vec![(17, Check::OutsideShot), (1, Check::LoosePuck)]
    );
    assert!(events.contains(&Event::GainedControl {
        team: HOME,
        pos: Pos::AwayEnd
    }));
    assert_eq!(totals(&game).home.shots_on_goal, 0);
}

#[test]
fn shot_result_hit_the_crossbar_is_a_loose_puck_in_the_defending_dz_and_no_shot_on_goal() {
    shoots(39, false, ShotResult::HitCrossbar);
    reads(8, AWAY, HvExtra::None);
    let (game, events) = outside_shot(&[39, 8]);
    assert_eq!(
        checks(&events),
        vec![(39, Check::OutsideShot), (8, Check::LoosePuck)]
    );
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
    assert_eq!(totals(&game).home.shots_on_goal, 0);
}

#[test]
fn ppg_and_shg_brackets_mean_nothing_at_even_strength() {
    assert_eq!(card(11).os.bracket, Some(cards::Bracket::PowerPlayGoal));
    assert_eq!(card(62).os.bracket, Some(cards::Bracket::ShortHandedGoal));
    for id in [11, 62] {
        let (game, events) = outside_shot(&[id]);
        assert!(
            !events.iter().any(|e| matches!(e, Event::Goal { .. })),
            "#{id}"
        );
        assert_eq!(game.score(), ByTeam::new(0, 0));
        assert_eq!(game.control(), Some(AWAY), "#{id}: Save - DEF");
    }
}

// ===================================================================================
// 6. Penalties and power plays
// ===================================================================================

/// Home skates (#7) at centre; the visitors slash (#57). `check` (a V card with an ID in
/// 10-40) calls the minor and gives them the loose puck: home's power play starts at once.
/// Then come home's and the visitors' replenishment draws (#64, #61) and `shots`.
fn slashing_power_play(away: [CardId; 5], check: CardId, shots: &[CardId]) -> (Icih, Vec<Event>) {
    reads(check, AWAY, HvExtra::None);
    let mut draws = vec![check, 64, 61];
    draws.extend(shots);
    let mut game = Icih::rigged(table(
        &[7, 10, 18, 20, 31],
        &away,
        &draws,
        Pos::Centre,
        HOME,
    ));
    act(&mut game, Action::Play { card: 7 });
    let events = act(&mut game, Action::Answer { card: 57 });
    (game, events)
}

const PLAIN_AWAY: [CardId; 5] = [57, 45, 46, 47, 53];

#[test]
fn power_play_shots_follow_the_chart_by_the_first_digit_of_the_id() {
    use ShotKind::{Inside as I, Outside as O};
    for (check, chart) in [
        (12, vec![I]),
        (24, vec![O, I]),
        (36, vec![O, O, I]),
        (40, vec![O, I, O, I]),
    ] {
        let (game, events) = slashing_power_play(PLAIN_AWAY, check, &[]);
        assert!(events.contains(&Event::PowerPlay {
            team: HOME,
            shots: chart.len() as u8,
            major: false
        }));
        let pp = game.power_play().expect("a power play");
        assert_eq!(pp.team, HOME);
        assert_eq!(Vec::from(pp.shots.clone()), chart, "#{check}");
        assert_eq!(game.puck(), Pos::AwayEnd);
        assert_eq!(
            game.phase(),
            Phase::Answer {
                team: AWAY,
                attacker: HOME,
                window: Window::PowerPlayShot { kind: chart[0] }
            }
        );
    }
}

#[test]
fn no_cards_are_played_from_the_hands_during_a_power_play() {
    let (game, _) = slashing_power_play(PLAIN_AWAY, 24, &[]);
    // Home may not act; the visitors may only let the shot go (no block in hand).
    assert!(game.legal(HOME).is_empty());
    assert_eq!(game.legal(AWAY), vec![Action::LetPlay]);
}

#[test]
fn only_the_last_power_play_shot_applies_its_full_result() {
    // Shot 1 (O): #26's Save - REBOUND is ignored (no rebound drawn). Shot 2 (I, the last):
    // #4's Save - DEF applies: the visitors gain control in their DZ.
    shoots(26, false, ShotResult::SaveRebound);
    shoots(4, true, ShotResult::SaveDef);
    let (mut game, _) = slashing_power_play(PLAIN_AWAY, 24, &[26, 4]);
    let events = act(&mut game, Action::LetPlay);
    assert_eq!(checks(&events), vec![(26, Check::PowerPlayShot)]);
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::PowerPlayShot {
                kind: ShotKind::Inside
            }
        }
    );
    let events = act(&mut game, Action::LetPlay);
    assert_eq!(checks(&events), vec![(4, Check::PowerPlayShot)]);
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
    assert!(game.power_play().is_none());
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
    assert_eq!(totals(&game).home.shots_on_goal, 2);

    // A rebound on the last shot is taken.
    shoots(1, true, ShotResult::SaveRebound);
    let (mut game, _) = slashing_power_play(PLAIN_AWAY, 12, &[1, 5]);
    let events = act(&mut game, Action::LetPlay);
    assert_eq!(
        checks(&events)[..2],
        [(1, Check::PowerPlayShot), (5, Check::Rebound)]
    );
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::PowerPlay
    }));
}

#[test]
fn a_power_play_goal_ends_it_with_a_face_off_at_centre() {
    // Four shots (O, I, O, I); the second (#5, inside: Goal!) scores and ends it.
    reads(1, HOME, HvExtra::None);
    let (mut game, _) = slashing_power_play(PLAIN_AWAY, 40, &[26, 5, 1]);
    act(&mut game, Action::LetPlay);
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::PowerPlay
    }));
    assert!(game.power_play().is_none());
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 3 });
    let events = act(&mut game, Action::TakeBonus { count: 0 });
    assert_eq!(checks(&events), vec![(1, Check::FaceOff)]);
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
    let t = totals(&game);
    assert_eq!(
        (t.home.goals, t.home.power_plays, t.home.power_play_goals),
        (1, 1, 1)
    );
}

#[test]
fn ppg_bracket_scores_for_the_power_play_team() {
    assert_eq!(card(11).os.bracket, Some(cards::Bracket::PowerPlayGoal));
    assert_eq!(card(11).os.result, ShotResult::SaveDef);
    let (mut game, _) = slashing_power_play(PLAIN_AWAY, 24, &[11]);
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::PowerPlay
    }));
    assert_eq!(game.score(), ByTeam::new(1, 0));
    assert!(game.power_play().is_none());
}

#[test]
fn shg_bracket_scores_for_the_short_handed_team_and_the_power_play_goes_on() {
    assert_eq!(card(62).os.bracket, Some(cards::Bracket::ShortHandedGoal));
    let (mut game, _) = slashing_power_play(PLAIN_AWAY, 24, &[62, 4]);
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&Event::Goal {
        team: AWAY,
        kind: GoalKind::ShortHanded
    }));
    assert_eq!(game.score(), ByTeam::new(0, 1));
    // The scorers' +3M, then home's remaining (inside) shot.
    assert_eq!(game.phase(), Phase::TakeBonus { team: AWAY, max: 3 });
    act(&mut game, Action::TakeBonus { count: 0 });
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::PowerPlayShot {
                kind: ShotKind::Inside
            }
        }
    );
}

#[test]
fn shg_on_the_last_power_play_shot_is_followed_by_a_face_off_at_centre() {
    // One inside shot; #17's inside result is Save - DEF [SHG!].
    assert_eq!(card(17).is.bracket, Some(cards::Bracket::ShortHandedGoal));
    reads(1, HOME, HvExtra::None);
    let (mut game, _) = slashing_power_play(PLAIN_AWAY, 12, &[17, 1]);
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&Event::Goal {
        team: AWAY,
        kind: GoalKind::ShortHanded
    }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::GainedControl { .. }))
    );
    assert_eq!(game.phase(), Phase::TakeBonus { team: AWAY, max: 3 });
    let events = act(&mut game, Action::TakeBonus { count: 0 });
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
}

#[test]
fn shot_blocked_cards_may_be_played_during_a_power_play() {
    reads(1, HOME, HvExtra::None);
    let (mut game, _) = slashing_power_play([57, 62, 63, 45, 46], 24, &[60, 1, 58]);
    assert_eq!(offered(&game, AWAY), vec![62]);
    let events = act(&mut game, Action::Answer { card: 62 });
    assert!(events.contains(&Event::Blocked {
        team: AWAY,
        card: 62
    }));
    assert!(
        checks(&events).is_empty(),
        "no shot card for a blocked shot"
    );
    assert_eq!(offered(&game, AWAY), vec![63]);
    // The last shot blocked: a loose puck in the visitors' DZ (#1 reads H).
    let events = act(&mut game, Action::Answer { card: 63 });
    assert_eq!(checks(&events), vec![(1, Check::LoosePuck)]);
    assert!(events.contains(&Event::GainedControl {
        team: HOME,
        pos: Pos::AwayEnd
    }));
    assert_eq!(totals(&game).home.shots_on_goal, 0);
}

#[test]
fn cheap_shot_major_is_three_cards_read_both_ways_with_only_one_goal_bonus() {
    // #61 is in 60-64: a major. Shot cards: #34 (OS Goal!), #58 (OS Goal!), #5 (IS Goal!).
    shoots(34, false, ShotResult::Goal);
    shoots(58, false, ShotResult::Goal);
    shoots(5, true, ShotResult::Goal);
    reads(1, HOME, HvExtra::None);
    let (mut game, events) = cheap_shot_table(&[61, 64, 60, 34, 58, 5, 1]);
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 61,
        major: true
    }));
    let mut all = events;
    // The victim's +2M first.
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 2 });
    all.extend(act(&mut game, Action::TakeBonus { count: 0 }));
    assert!(all.contains(&Event::PowerPlay {
        team: HOME,
        shots: 6,
        major: true
    }));
    for _ in 0..3 {
        if let Phase::TakeBonus { team: HOME, .. } = game.phase() {
            all.extend(act(&mut game, Action::TakeBonus { count: 0 }));
        }
        assert_eq!(
            game.phase(),
            Phase::Answer {
                team: AWAY,
                attacker: HOME,
                window: Window::PowerPlayShot {
                    kind: ShotKind::Both
                }
            }
        );
        all.extend(act(&mut game, Action::LetPlay));
    }
    // Both results read on each card: three goals, one +3M.
    assert_eq!(
        count(&all, |e| matches!(
            e,
            Event::Drawn {
                check: Check::PowerPlayShot,
                ..
            }
        )),
        3
    );
    assert!(all.contains(&shot_event(HOME, 34, false)));
    assert!(all.contains(&shot_event(HOME, 34, true)));
    assert_eq!(game.score(), ByTeam::new(3, 0));
    assert_eq!(
        count(&all, |e| matches!(
            e,
            Event::Momentum {
                team: HOME,
                cards: 3
            }
        )),
        1
    );
    let t = totals(&game);
    assert_eq!((t.away.penalties, t.away.penalty_minutes), (1, 5));
    assert_eq!(t.home.power_play_goals, 3);
    // After the last goal: face-off at centre.
    if let Phase::TakeBonus { .. } = game.phase() {
        all.extend(act(&mut game, Action::TakeBonus { count: 0 }));
    }
    assert_eq!(face_off_won(&all), Some((HOME, Pos::Centre)));
}

#[test]
fn a_major_scores_on_ppg_and_shg_and_plays_on_from_the_last_cards_inside_result() {
    // Cards: #11 (OS Save - DEF [PPG!]: home goal), #62 (OS Save - DEF [SHG!]: visitors'
    // goal; its IS Save - OFF is ignored, not the last card), #4 (IS Save - DEF, the last
    // reading: the visitors gain control in their DZ).
    shoots(62, true, ShotResult::SaveOff);
    shoots(4, true, ShotResult::SaveDef);
    let (mut game, mut all) = cheap_shot_table(&[61, 64, 60, 11, 62, 4]);
    let mut guard = 0;
    while game.phase() != (Phase::Attack { team: AWAY }) {
        let action = match game.phase() {
            Phase::TakeBonus { .. } => Action::TakeBonus { count: 0 },
            Phase::Answer {
                window: Window::PowerPlayShot { .. },
                ..
            } => Action::LetPlay,
            other => panic!("unexpected {other:?}"),
        };
        all.extend(act(&mut game, action));
        guard += 1;
        assert!(guard < 12);
    }
    assert!(all.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::PowerPlay
    }));
    assert!(all.contains(&Event::Goal {
        team: AWAY,
        kind: GoalKind::ShortHanded
    }));
    assert_eq!(game.score(), ByTeam::new(1, 1));
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert!(all.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
}

#[test]
fn delayed_penalty_gives_the_team_in_control_six_cards_until_the_penalised_team_touches_up() {
    // Breakaway #21 slashed in home's DZ; #11 (H, in 10-40): a minor on the visitors, but home
    // has the loose puck: a delayed penalty.
    reads(11, HOME, HvExtra::None);
    let mut game = Icih::rigged(table(
        &[21, 1, 5, 8, 16],
        &[57, 61, 45, 46, 47],
        &[11, 64, 60, 59, 58, 56],
        Pos::HomeEnd,
        HOME,
    ));
    act(&mut game, Action::Play { card: 21 });
    let events = act(&mut game, Action::Answer { card: 57 });
    assert!(events.contains(&Event::DelayedPenalty { team: AWAY }));
    assert!(!events.iter().any(|e| matches!(e, Event::PowerPlay { .. })));
    assert_eq!(game.delayed_against(), Some(AWAY));
    assert_eq!(replenished(&events), vec![(HOME, 2), (AWAY, 1)]);
    assert_eq!(game.hand(HOME).len(), 6);
    assert_eq!(game.phase(), Phase::Attack { team: HOME });

    // Home passes (#1) to centre; the visitors take it (#61): they touch the puck, so the
    // power play starts and home sheds the extra skater's card.
    act(&mut game, Action::Play { card: 1 });
    act(&mut game, Action::Answer { card: 61 });
    assert_eq!(
        game.phase(),
        Phase::DiscardDown {
            team: HOME,
            count: 1
        }
    );
    let events = act(&mut game, Action::Discard { card: 5 });
    assert!(events.contains(&Event::PowerPlay {
        team: HOME,
        shots: 1,
        major: false
    }));
    assert_eq!(game.hand(HOME).len(), 5);
    assert_eq!(game.delayed_against(), None);
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(
        game.phase(),
        Phase::Answer {
            team: AWAY,
            attacker: HOME,
            window: Window::PowerPlayShot {
                kind: ShotKind::Inside
            }
        }
    );
}

#[test]
fn a_goal_during_a_delayed_penalty_waves_off_the_power_play() {
    // Dump-in check #19 (H, Penalty 10-40): home wins the chase; #16 (V): a minor on the
    // visitors, delayed. Home shoots with six cards and #58 scores.
    reads(19, HOME, HvExtra::Penalty);
    let (mut game, events) = dump_in_table(&[19, 16, 64, 60, 58, 1]);
    assert!(events.contains(&Event::DelayedPenalty { team: AWAY }));
    assert_eq!(game.hand(HOME).len(), 6);
    act(&mut game, Action::OutsideShot);
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::Even
    }));
    assert!(events.contains(&Event::PowerPlayWavedOff { team: HOME }));
    assert_eq!(game.delayed_against(), None);
    assert!(game.power_play().is_none());
    assert_eq!(totals(&game).home.power_plays, 0);
    assert_eq!(totals(&game).away.penalties, 1);
    let events = act(&mut game, Action::TakeBonus { count: 0 });
    assert!(!events.iter().any(|e| matches!(e, Event::PowerPlay { .. })));
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
}

#[test]
fn two_minors_on_one_team_are_served_one_after_the_other() {
    // Dump-in check #19 (H): home wins the chase. #25 (H, Penalty 10-40) then #15 (H): two
    // home minors; home has the puck, so the visitors' power plays start at once: first two
    // shots (#25), then one (#15).
    reads(25, HOME, HvExtra::Penalty);
    reads(15, HOME, HvExtra::None);
    let (mut game, events) = dump_in_table(&[19, 25, 15, 64, 1, 3, 4]);
    assert_eq!(
        count(&events, |e| matches!(e, Event::Penalty { team: HOME, .. })),
        2
    );
    assert!(events.contains(&Event::PowerPlay {
        team: AWAY,
        shots: 2,
        major: false
    }));
    assert_eq!(game.puck(), Pos::HomeEnd);
    act(&mut game, Action::LetPlay);
    let events = act(&mut game, Action::LetPlay);
    // #3's inside Save - FO was not the last shot: ignored; the second power play follows.
    assert!(events.contains(&Event::PowerPlay {
        team: AWAY,
        shots: 1,
        major: false
    }));
    let events = act(&mut game, Action::LetPlay);
    assert_eq!(checks(&events), vec![(4, Check::PowerPlayShot)]);
    assert!(events.contains(&Event::GainedControl {
        team: HOME,
        pos: Pos::HomeEnd
    }));
    let t = totals(&game);
    assert_eq!((t.home.penalties, t.home.penalty_minutes), (2, 4));
    assert_eq!(t.away.power_plays, 2);
    assert_eq!(t.away.shots_on_goal, 3);
}

#[test]
fn coincidental_minors_cancel_with_a_face_off_in_the_current_zone() {
    // #19 (H): home wins the chase; #25 (H) calls home, #16 (V) calls the visitors.
    reads(1, HOME, HvExtra::None);
    let (game, events) = dump_in_table(&[19, 25, 16, 64, 1]);
    assert!(events.contains(&Event::Coincidental));
    assert!(!events.iter().any(|e| matches!(e, Event::PowerPlay { .. })));
    assert!(game.power_play().is_none());
    assert_eq!(game.delayed_against(), None);
    let t = totals(&game);
    assert_eq!((t.home.penalty_minutes, t.away.penalty_minutes), (2, 2));
    // The puck was in home's OZ.
    assert_eq!(face_off_won(&events), Some((HOME, Pos::AwayEnd)));
}

#[test]
fn unequal_minors_put_the_team_with_fewer_on_one_power_play_with_the_most_shots() {
    // #19 (H): home wins the chase. #25 (H, 2 shots, Penalty 10-40), #38 (V, 3 shots, Penalty
    // 10-40), #37 (H, 3 shots): home two minors, the visitors one. The visitors get one power
    // play of three shots (the most on any card; also the most on home's cards).
    reads(38, AWAY, HvExtra::Penalty);
    reads(37, HOME, HvExtra::None);
    let (game, events) = dump_in_table(&[19, 25, 38, 37, 64]);
    assert_eq!(count(&events, |e| matches!(e, Event::Penalty { .. })), 3);
    assert_eq!(count(&events, |e| matches!(e, Event::PowerPlay { .. })), 1);
    assert!(events.contains(&Event::PowerPlay {
        team: AWAY,
        shots: 3,
        major: false
    }));
    assert!(game.power_play().expect("power play").pending.is_empty());
    assert_eq!(totals(&game).away.power_plays, 1);
}

// ===================================================================================
// 7. Periods
// ===================================================================================

#[test]
fn after_the_first_pass_the_discards_are_shuffled_for_a_second_pass() {
    let mut game = Icih::rigged(Rig {
        pass: 1,
        ..end_of_deck(table(
            &[7, 10, 18, 20, 31],
            &[61, 45, 46, 47, 53],
            &[64],
            Pos::Centre,
            HOME,
        ))
    });
    assert_eq!(game.deck_len(), 1);
    act(&mut game, Action::Play { card: 7 });
    let events = act(&mut game, Action::Answer { card: 61 });
    assert!(events.contains(&Event::SecondPass));
    assert_eq!(game.pass(), 2);
    assert_eq!(game.period(), 1);
    assert_eq!(game.hand(AWAY).len(), 5);
    assert_eq!(game.discard_len(), 0);
    assert_eq!(game.deck_len(), 54);
    assert_conserved(&game);
}

#[test]
fn the_period_ends_when_the_deck_runs_out_in_the_second_pass() {
    let mut game = Icih::rigged(end_of_deck(table(
        &[30, 10, 18, 20, 31],
        &[45, 46, 47, 53, 54],
        &[],
        Pos::Centre,
        HOME,
    )));
    let events = act(&mut game, Action::Play { card: 30 });
    assert!(events.contains(&Event::DeckExhausted));
    assert!(events.contains(&Event::PeriodEnded { period: 1 }));
    // The next period: the whole deck, five cards each, a face-off at centre.
    assert!(events.contains(&Event::PeriodStarted {
        period: 2,
        cards: 64,
        hand: 5
    }));
    assert_eq!(game.period(), 2);
    assert_eq!(game.pass(), 1);
    let started = events
        .iter()
        .position(|e| matches!(e, Event::PeriodStarted { .. }))
        .unwrap();
    assert!(matches!(
        events[started + 1],
        Event::Drawn {
            check: Check::FaceOff,
            ..
        }
    ));
    assert_conserved(&game);
}

#[test]
fn momentum_does_not_carry_into_a_new_period() {
    // Home holds seven cards from momentum; the visitors are owed two bonus cards. The deck
    // runs out while the visitors draw their bonus.
    let mut game = Icih::rigged(Rig {
        bonus: ByTeam::new(0, 2),
        ..end_of_deck(table(
            &[7, 10, 18, 20, 31, 23, 28],
            &[61, 45, 46, 47, 53],
            &[],
            Pos::Centre,
            HOME,
        ))
    });
    act(&mut game, Action::Play { card: 7 });
    act(&mut game, Action::Answer { card: 61 });
    assert_eq!(game.phase(), Phase::TakeBonus { team: AWAY, max: 2 });
    let events = act(&mut game, Action::TakeBonus { count: 2 });
    assert!(events.contains(&Event::DeckExhausted));
    assert!(events.contains(&Event::PeriodEnded { period: 1 }));
    assert!(events.contains(&Event::PeriodStarted {
        period: 2,
        cards: 64,
        hand: 5
    }));
    assert_eq!(game.period(), 2);
    assert_eq!(game.bonus(), ByTeam::new(0, 0));
    assert_eq!(game.hand(HOME).len(), 5);
    assert_eq!(game.hand(AWAY).len(), 5);
}

#[test]
fn a_shot_with_an_empty_deck_in_the_second_pass_is_drawn_from_the_discards_and_ends_the_period() {
    // The cards that could score or super-save on an outside shot are in the hands, so the
    // reshuffled discards can only give a save, a wide, a post or a crossbar.
    let mut game = Icih::rigged(Rig {
        bonus: ByTeam::new(0, 0),
        ..end_of_deck(table(
            &[34, 58, 21, 45, 10],
            &[60, 61, 55, 56, 59],
            &[],
            Pos::AwayEnd,
            HOME,
        ))
    });
    assert_eq!(game.deck_len(), 0);
    act(&mut game, Action::OutsideShot);
    let events = act(&mut game, Action::LetPlay);
    let ended = events
        .iter()
        .position(|e| *e == Event::PeriodEnded { period: 1 })
        .expect("the period ends");
    let before = &events[..ended];
    // One card drawn, for the shot; nothing after the hyphen (no rebound, no loose puck, no
    // possession).
    assert_eq!(checks(before).len(), 1);
    assert_eq!(checks(before)[0].1, Check::OutsideShot);
    assert!(before.contains(&Event::DeckExhausted));
    assert!(!before.iter().any(|e| matches!(
        e,
        Event::GainedControl { .. } | Event::Momentum { .. } | Event::Goal { .. }
    )));
    assert_eq!(game.period(), 2);
    assert_eq!(game.score(), ByTeam::new(0, 0));
}

#[test]
fn the_game_ends_after_the_third_period_when_not_tied() {
    let mut game = Icih::rigged(Rig {
        period: 3,
        score: ByTeam::new(2, 1),
        ..end_of_deck(table(
            &[30, 10, 18, 20, 31],
            &[45, 46, 47, 53, 54],
            &[],
            Pos::Centre,
            HOME,
        ))
    });
    let events = act(&mut game, Action::Play { card: 30 });
    assert!(events.contains(&Event::PeriodEnded { period: 3 }));
    assert!(events.contains(&Event::GameOver { winner: Some(HOME) }));
    assert_eq!(game.phase(), Phase::Over);
    let outcome = game.outcome_ref().expect("over");
    assert_eq!(outcome.decided_in, DecidedIn::Regulation);
    assert_eq!(outcome.final_score, ByTeam::new(2, 1));
    assert!(game.legal(HOME).is_empty() && game.legal(AWAY).is_empty());
}

#[test]
fn a_power_play_is_not_cut_short_by_the_end_of_the_deck() {
    // The slash's check (#40, V, 4 shots) is the last card: home's replenishment finds the
    // deck empty, yet all four shots are taken (from the reshuffled discards) unless one of
    // them scores.
    let mut game = Icih::rigged(end_of_deck(table(
        &[7, 10, 18, 20, 31],
        &PLAIN_AWAY,
        &[40],
        Pos::Centre,
        HOME,
    )));
    act(&mut game, Action::Play { card: 7 });
    let mut all = act(&mut game, Action::Answer { card: 57 });
    assert!(all.contains(&Event::DeckExhausted));
    assert!(all.contains(&Event::PowerPlay {
        team: HOME,
        shots: 4,
        major: false
    }));
    let mut guard = 0;
    while game.period() == 1 {
        let action = match game.phase() {
            Phase::Answer { .. } => Action::LetPlay,
            Phase::TakeBonus { .. } => Action::TakeBonus { count: 0 },
            Phase::DiscardDown { team, .. } => Action::Discard {
                card: game.hand(team)[0],
            },
            other => panic!("unexpected {other:?} during the power play"),
        };
        all.extend(act(&mut game, action));
        guard += 1;
        assert!(guard < 20);
    }
    let shots = count(&all, |e| {
        matches!(
            e,
            Event::Drawn {
                check: Check::PowerPlayShot,
                ..
            }
        )
    });
    let home_goal = all
        .iter()
        .any(|e| matches!(e, Event::Goal { team: HOME, .. }));
    assert!(shots == 4 || home_goal, "{shots} shots");
    assert!(shots >= 1);
    let ended = all
        .iter()
        .position(|e| *e == Event::PeriodEnded { period: 1 })
        .unwrap();
    let last_shot = all
        .iter()
        .rposition(|e| {
            matches!(
                e,
                Event::Drawn {
                    check: Check::PowerPlayShot,
                    ..
                }
            )
        })
        .unwrap();
    assert!(last_shot < ended);
}

/// "Power plays are never truncated due to the end of a period ... A power play always
/// concludes before the start of the next period." A penalty called (delayed) just as the
/// deck runs out is still served.
#[test]
fn a_delayed_penalty_pending_at_the_end_of_the_deck_is_still_served() {
    reads(19, HOME, HvExtra::Penalty);
    reads(16, AWAY, HvExtra::None);
    let mut game = Icih::rigged(end_of_deck(table(
        &[45, 10, 18, 20, 31],
        &[46, 47, 53, 54, 55],
        &[19, 16],
        Pos::Centre,
        HOME,
    )));
    let events = act(&mut game, Action::DumpIn { discard: 45 });
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 16,
        major: false
    }));
    assert!(events.contains(&Event::DeckExhausted));
    let power_play = events
        .iter()
        .position(|e| matches!(e, Event::PowerPlay { team: HOME, .. }));
    let ended = events
        .iter()
        .position(|e| *e == Event::PeriodEnded { period: 1 });
    assert!(
        power_play.is_some() && (ended.is_none() || power_play < ended),
        "the power play comes before the end of the period: {events:?}"
    );
}

// ===================================================================================
// 8. Defensive mode
// ===================================================================================

#[test]
fn defensive_mode_only_when_leading_at_centre_without_extra_cards() {
    let may = |score: (u16, u16), puck: Pos, hand: &[CardId]| {
        let game = Icih::rigged(Rig {
            score: ByTeam::new(score.0, score.1),
            ..table(hand, &[46, 47, 53, 54, 55], &[], puck, HOME)
        });
        game.legal(HOME)
            .iter()
            .any(|a| matches!(a, Action::DefensiveMode { .. }))
    };
    let five = [45, 10, 18, 20, 31];
    assert!(may((1, 0), Pos::Centre, &five));
    assert!(!may((0, 0), Pos::Centre, &five));
    assert!(!may((0, 1), Pos::Centre, &five));
    assert!(!may((1, 0), Pos::HomeEnd, &five));
    assert!(!may((1, 0), Pos::AwayEnd, &five));
    // Six cards from momentum: no.
    assert!(!may((1, 0), Pos::Centre, &[45, 10, 18, 20, 31, 23]));
    // Against a pulled goalie: yes.
    let game = Icih::rigged(Rig {
        score: ByTeam::new(1, 0),
        pulled: Some(AWAY),
        ..table(&five, &[46, 47, 53, 54, 55, 56], &[], Pos::Centre, HOME)
    });
    assert!(
        game.legal(HOME)
            .contains(&Action::DefensiveMode { discard: 45 })
    );
}

fn defensive_mode_table(draws: &[CardId]) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(Rig {
        score: ByTeam::new(1, 0),
        ..table(
            &[45, 10, 18, 20, 31],
            &[46, 47, 53, 54, 55],
            draws,
            Pos::Centre,
            HOME,
        )
    });
    let events = act(&mut game, Action::DefensiveMode { discard: 45 });
    (game, events)
}

#[test]
fn defensive_mode_may_keep_a_face_up_defensive_card_as_the_replenishment() {
    assert!(card(61).kind.is_defensive());
    reads(61, HOME, HvExtra::None);
    let (mut game, events) = defensive_mode_table(&[61, 64]);
    assert!(events.contains(&Event::DefensiveMode {
        team: HOME,
        card: 45
    }));
    assert_eq!(
        game.phase(),
        Phase::DefensiveModePick {
            team: HOME,
            card: 61
        }
    );
    assert_eq!(game.face_up(), Some(61));
    let events = act(&mut game, Action::KeepCard);
    assert!(events.contains(&Event::KeptCard {
        team: HOME,
        card: 61
    }));
    assert!(replenished(&events).is_empty());
    assert_eq!(game.hand(HOME), &[10, 18, 20, 31, 61]);
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
    assert_conserved(&game);
}

#[test]
fn defensive_mode_leaving_the_card_draws_another_for_the_replenishment() {
    let (mut game, _) = defensive_mode_table(&[61, 64]);
    let events = act(&mut game, Action::LeaveCard);
    assert_eq!(replenished(&events), vec![(HOME, 1)]);
    assert_eq!(game.hand(HOME), &[10, 18, 20, 31, 64]);
    assert_eq!(game.top_discard(), Some(61));
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(game.puck(), Pos::AwayEnd);
}

#[test]
fn defensive_mode_turning_up_a_non_defensive_card_replenishes_from_the_deck() {
    reads(1, HOME, HvExtra::None);
    let (game, events) = defensive_mode_table(&[1, 64]);
    assert_eq!(checks(&events), vec![(1, Check::DefensiveMode)]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::GainedControl { team: HOME, .. }))
    );
    assert_eq!(game.hand(HOME), &[10, 18, 20, 31, 64]);
    assert_eq!(game.top_discard(), Some(1));
    assert_eq!(game.control(), Some(AWAY));
    assert_eq!(game.puck(), Pos::AwayEnd);
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
}

#[test]
fn defensive_mode_a_shot_block_card_is_not_a_red_d_card() {
    reads(63, HOME, HvExtra::None);
    assert!(!card(63).kind.is_defensive());
    let (game, events) = defensive_mode_table(&[63, 64]);
    assert!(!events.iter().any(|e| matches!(e, Event::KeptCard { .. })));
    assert_eq!(game.face_up(), None);
    assert_eq!(game.hand(HOME), &[10, 18, 20, 31, 64]);
    assert_eq!(game.top_discard(), Some(63));
}

#[test]
fn defensive_mode_offside_on_the_turned_card_is_resolved_and_another_card_drawn() {
    // #59 is a defensive card, but it shows Offside: discarded, face-off at centre.
    reads(59, AWAY, HvExtra::Offside);
    reads(1, HOME, HvExtra::None);
    let (game, events) = defensive_mode_table(&[59, 64, 1]);
    assert!(events.contains(&Event::Offside));
    assert!(!events.iter().any(|e| matches!(e, Event::KeptCard { .. })));
    assert_eq!(game.hand(HOME), &[10, 18, 20, 31, 64]);
    assert_eq!(face_off_won(&events), Some((HOME, Pos::Centre)));
}

#[test]
fn defensive_mode_fight_on_the_turned_card_is_resolved() {
    reads(42, AWAY, HvExtra::Fight);
    reads(1, HOME, HvExtra::None);
    let (mut game, events) = defensive_mode_table(&[42, 5, 64, 1]);
    assert!(events.contains(&Event::Fight { winner: Some(HOME) }));
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 2 });
    let events = act(&mut game, Action::TakeBonus { count: 0 });
    assert_eq!(game.hand(HOME), &[10, 18, 20, 31, 64]);
    // The puck had gone into the visitors' DZ.
    assert_eq!(face_off_won(&events), Some((HOME, Pos::AwayEnd)));
}

#[test]
fn defensive_mode_penalty_on_the_turned_card_is_resolved() {
    // #60 (H, Penalty 10-40) then #16 (V): a minor on the visitors, who have the puck in
    // their DZ: the home power play starts.
    reads(60, HOME, HvExtra::Penalty);
    let (game, events) = defensive_mode_table(&[60, 16, 64]);
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 16,
        major: false
    }));
    assert!(events.contains(&Event::PowerPlay {
        team: HOME,
        shots: 1,
        major: false
    }));
    assert_eq!(game.hand(HOME), &[10, 18, 20, 31, 64]);
}

// ===================================================================================
// 9. Pulling the goalie
// ===================================================================================

/// Late in the third period (the crosswise card is out), home leads 1-0.
fn late(rig: Rig) -> Rig {
    Rig {
        period: 3,
        pass: 2,
        crosswise_drawn: true,
        score: ByTeam::new(1, 0),
        ..rig
    }
}

#[test]
fn the_crosswise_card_is_the_sixteenth_from_the_bottom_of_the_third_periods_second_pass() {
    let draws = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17];
    let crosswise = |period: u8| {
        let mut game = Icih::rigged(Rig {
            period,
            score: ByTeam::new(1, 0),
            ..end_of_deck(table(
                &[30, 10, 18, 20, 31],
                &[45, 46, 47, 53, 54],
                &draws,
                Pos::Centre,
                HOME,
            ))
        });
        assert!(!game.crosswise_drawn());
        let events = act(&mut game, Action::Play { card: 30 });
        assert_eq!(game.deck_len(), 15);
        (
            game.crosswise_drawn(),
            events.contains(&Event::CrosswiseCard),
        )
    };
    assert_eq!(crosswise(3), (true, true));
    assert_eq!(crosswise(2), (false, false));
}

#[test]
fn pulling_the_goalie_does_not_make_the_opponent_shed_his_momentum_cards() {
    let mut game = Icih::rigged(late(table(
        &[45, 46, 47, 53, 54, 55, 56, 58],
        &[10, 18, 20, 31, 33],
        &[64],
        Pos::Centre,
        AWAY,
    )));
    act(&mut game, Action::PullGoalie);
    assert_eq!(game.hand(AWAY).len(), 6);
    assert_eq!(game.hand(HOME).len(), 8);
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
}

#[test]
fn the_goalie_may_be_pulled_only_after_the_crosswise_card_by_the_team_behind_out_of_its_dz() {
    let may = |rig: Rig| Icih::rigged(rig).legal(AWAY).contains(&Action::PullGoalie);
    let base = |puck| {
        late(table(
            &[45, 46, 47, 53, 54],
            &[10, 18, 20, 31, 33],
            &[],
            puck,
            AWAY,
        ))
    };
    assert!(may(base(Pos::Centre)));
    assert!(may(base(Pos::HomeEnd)), "in the visitors' OZ");
    assert!(!may(base(Pos::AwayEnd)), "not in the visitors' DZ");
    assert!(!may(Rig {
        crosswise_drawn: false,
        ..base(Pos::Centre)
    }));
    assert!(!may(Rig {
        score: ByTeam::new(1, 1),
        ..base(Pos::Centre)
    }));
    assert!(!may(Rig {
        score: ByTeam::new(0, 1),
        ..base(Pos::Centre)
    }));
}

#[test]
fn a_pulled_goalie_means_a_six_card_hand() {
    let mut game = Icih::rigged(late(table(
        &[45, 46, 47, 53, 54],
        &[10, 18, 20, 31, 33],
        &[64],
        Pos::Centre,
        AWAY,
    )));
    let events = act(&mut game, Action::PullGoalie);
    assert!(events.contains(&Event::GoaliePulled { team: AWAY }));
    assert_eq!(replenished(&events), vec![(AWAY, 1)]);
    assert_eq!(game.hand(AWAY).len(), 6);
    assert_eq!(game.pulled(), Some(AWAY));
    assert_eq!(game.phase(), Phase::Attack { team: AWAY });
    assert_eq!(game.puck(), Pos::Centre);
}

#[test]
fn the_goalie_may_be_pulled_before_a_face_off_in_the_offensive_zone() {
    // The visitors shoot from their OZ; #2's Save - FO means a face-off there.
    shoots(2, false, ShotResult::SaveFaceOff);
    let mut game = Icih::rigged(late(table(
        &[45, 46, 47, 53, 54],
        &[10, 18, 20, 31, 33],
        &[2, 1, 64],
        Pos::HomeEnd,
        AWAY,
    )));
    act(&mut game, Action::OutsideShot);
    act(&mut game, Action::LetPlay);
    assert_eq!(
        game.phase(),
        Phase::Stoppage {
            team: AWAY,
            pos: Pos::HomeEnd
        }
    );
    assert_eq!(game.legal(AWAY), vec![Action::PullGoalie, Action::DropPuck]);
    let events = act(&mut game, Action::PullGoalie);
    assert!(events.contains(&Event::GoaliePulled { team: AWAY }));
    assert_eq!(face_off_won(&events), Some((HOME, Pos::HomeEnd)));
    assert_eq!(game.hand(AWAY).len(), 6);
}

#[test]
fn the_goalie_goes_back_in_when_the_game_is_tied() {
    let (mut game, events) = goal_table(Rig {
        pulled: Some(AWAY),
        ..late(table(
            &[45, 46, 47, 53, 54],
            &[10, 18, 20, 31, 33, 23],
            &[58, 64, 63, 62, 1],
            Pos::HomeEnd,
            AWAY,
        ))
    });
    assert!(events.contains(&Event::Goal {
        team: AWAY,
        kind: GoalKind::Even
    }));
    assert_eq!(game.score(), ByTeam::new(1, 1));
    assert!(events.contains(&Event::GoalieBack { team: AWAY }));
    assert_eq!(game.pulled(), None);
    // The extra skater leaves with his card.
    assert_eq!(
        game.phase(),
        Phase::DiscardDown {
            team: AWAY,
            count: 1
        }
    );
    act(&mut game, Action::Discard { card: 23 });
    assert_eq!(game.hand(AWAY).len(), 5);
}

#[test]
fn the_goalie_goes_back_in_for_a_face_off_in_the_pullers_dz() {
    // Home shoots at the empty net; #3's inside result is Save - FO: a face-off in the
    // visitors' DZ.
    shoots(3, true, ShotResult::SaveFaceOff);
    let mut game = Icih::rigged(Rig {
        pulled: Some(AWAY),
        ..late(table(
            &[45, 46, 47, 53, 54],
            &[10, 18, 20, 31, 33, 23],
            &[3, 1],
            Pos::AwayEnd,
            HOME,
        ))
    });
    act(&mut game, Action::OutsideShot);
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&Event::GoalieBack { team: AWAY }));
    assert_eq!(game.pulled(), None);
    assert_eq!(face_off_won(&events), Some((HOME, Pos::AwayEnd)));
    assert_eq!(
        game.phase(),
        Phase::DiscardDown {
            team: AWAY,
            count: 1
        }
    );
}

#[test]
fn outside_shots_against_an_empty_net_are_inside_shots() {
    // #5: outside Save - OFF, inside Goal!.
    shoots(5, false, ShotResult::SaveOff);
    shoots(5, true, ShotResult::Goal);
    let (game, events) = goal_table(Rig {
        pulled: Some(AWAY),
        ..late(table(
            &[45, 46, 47, 53, 54],
            &[10, 18, 20, 31, 33, 23],
            &[5],
            Pos::AwayEnd,
            HOME,
        ))
    });
    assert_eq!(checks(&events)[0], (5, Check::InsideShot));
    assert!(events.contains(&shot_event(HOME, 5, true)));
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::EmptyNet
    }));
    assert_eq!(game.score(), ByTeam::new(2, 0));
    // Still behind: the goalie stays out.
    assert_eq!(game.pulled(), Some(AWAY));
}

#[test]
fn a_pulled_goalie_comes_back_only_at_a_stoppage() {
    // During play the visitors cannot put the goalie back.
    let game = Icih::rigged(Rig {
        pulled: Some(AWAY),
        ..late(table(
            &[45, 46, 47, 53, 54],
            &[10, 18, 20, 31, 33, 23],
            &[],
            Pos::Centre,
            AWAY,
        ))
    });
    assert!(!game.legal(AWAY).contains(&Action::ReturnGoalie));
    // After home's empty-net goal (#5 read inside), the face-off at centre is a stoppage.
    let (mut game, _) = goal_table(Rig {
        pulled: Some(AWAY),
        ..late(table(
            &[45, 46, 47, 53, 54],
            &[10, 18, 20, 31, 33, 23],
            &[5, 1],
            Pos::AwayEnd,
            HOME,
        ))
    });
    act(&mut game, Action::TakeBonus { count: 0 });
    assert_eq!(
        game.phase(),
        Phase::Stoppage {
            team: AWAY,
            pos: Pos::Centre
        }
    );
    assert_eq!(
        game.legal(AWAY),
        vec![Action::ReturnGoalie, Action::DropPuck]
    );
    let events = act(&mut game, Action::ReturnGoalie);
    assert!(events.contains(&Event::GoalieBack { team: AWAY }));
    assert_eq!(game.pulled(), None);
    assert_eq!(game.base_hand(AWAY), 5);
}

fn ice_the_puck_at_empty_net(draws: &[CardId]) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(Rig {
        pulled: Some(AWAY),
        ..late(table(
            &[3, 45, 46, 47, 53],
            &[10, 18, 20, 31, 33, 23],
            draws,
            Pos::HomeEnd,
            HOME,
        ))
    });
    let events = act(&mut game, Action::Play { card: 3 });
    (game, events)
}

#[test]
fn ice_the_puck_against_an_empty_net_scores_on_id_1_to_9() {
    let (game, events) = ice_the_puck_at_empty_net(&[5]);
    assert_eq!(checks(&events), vec![(5, Check::EmptyNet)]);
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::EmptyNet
    }));
    assert!(!events.contains(&Event::Icing { team: HOME }));
    assert_eq!(game.score(), ByTeam::new(2, 0));

    let (game, events) = ice_the_puck_at_empty_net(&[16]);
    assert!(events.contains(&Event::Icing { team: HOME }));
    assert!(!events.iter().any(|e| matches!(e, Event::Goal { .. })));
    assert_eq!(game.score(), ByTeam::new(1, 0));
    assert_eq!(game.phase(), Phase::ExtraDiscard { team: HOME });
}

fn dump_out_at_empty_net(draws: &[CardId]) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(Rig {
        pulled: Some(AWAY),
        ..late(table(
            &[45, 46, 47, 53, 54],
            &[10, 18, 20, 31, 33, 23],
            draws,
            Pos::HomeEnd,
            HOME,
        ))
    });
    act(&mut game, Action::DumpOutToOffence);
    let events = act(&mut game, Action::LetPlay);
    (game, events)
}

#[test]
fn a_failed_dump_out_against_an_empty_net_scores_on_id_1_to_9() {
    reads(8, AWAY, HvExtra::None);
    let (game, events) = dump_out_at_empty_net(&[8]);
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::EmptyNet
    }));
    assert_eq!(game.score(), ByTeam::new(2, 0));

    let (game, events) = dump_out_at_empty_net(&[16]);
    assert!(!events.iter().any(|e| matches!(e, Event::Goal { .. })));
    assert_eq!(game.phase(), Phase::TouchUp { team: AWAY });
}

#[test]
fn ppg_and_shg_apply_to_the_side_that_pulled_its_goalie() {
    let pulled_shot = |id: CardId| {
        goal_table(Rig {
            pulled: Some(AWAY),
            ..late(table(
                &[45, 46, 47, 53, 54],
                &[10, 18, 20, 31, 33, 23],
                &[id],
                Pos::HomeEnd,
                AWAY,
            ))
        })
    };
    // #11's outside result is Save - DEF [PPG!]: a goal for the extra attacker.
    let (game, events) = pulled_shot(11);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Goal { team: AWAY, .. }))
    );
    assert_eq!(game.score(), ByTeam::new(1, 1));
    // #62's is Save - DEF [SHG!]: a goal for the other side, into the empty net.
    let (game, events) = pulled_shot(62);
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::EmptyNet
    }));
    assert_eq!(game.score(), ByTeam::new(2, 0));
}

// ===================================================================================
// 10. Eras: after the third period
// ===================================================================================

/// The last card of the period's last pass is gone: home plays #30 at centre and cannot
/// replenish.
fn last_play(era: Era, period: u8, kind: PeriodKind, score: (u16, u16)) -> (Icih, Vec<Event>) {
    let (home, away): (Vec<CardId>, Vec<CardId>) = if kind == PeriodKind::ShortOvertime {
        (vec![30, 10, 18, 20, 31, 23], vec![45, 46, 47, 53, 54, 55])
    } else {
        (vec![30, 10, 18, 20, 31], vec![45, 46, 47, 53, 54])
    };
    let mut game = Icih::rigged(Rig {
        era,
        period,
        period_kind: kind,
        score: ByTeam::new(score.0, score.1),
        ..end_of_deck(table(&home, &away, &[], Pos::Centre, HOME))
    });
    let events = act(&mut game, Action::Play { card: 30 });
    (game, events)
}

#[test]
fn tie_game_era_ends_tied_after_three_periods() {
    let (game, events) = last_play(Era::TieGame, 3, PeriodKind::Regulation, (1, 1));
    assert!(events.contains(&Event::GameOver { winner: None }));
    let outcome = game.outcome_ref().expect("over");
    assert_eq!(outcome.winner, None);
    assert_eq!(outcome.final_score, ByTeam::new(1, 1));
    assert_eq!(outcome.decided_in, DecidedIn::Regulation);
}

#[test]
fn overtime_era_plays_a_forty_card_overtime_with_six_card_hands() {
    let (game, events) = last_play(Era::Overtime, 3, PeriodKind::Regulation, (1, 1));
    assert!(events.contains(&Event::PeriodStarted {
        period: 4,
        cards: 40,
        hand: 6
    }));
    assert_eq!(game.period_kind(), PeriodKind::ShortOvertime);
    assert!(game.outcome_ref().is_none());
    let in_play =
        game.deck_len() + game.discard_len() + game.hand(HOME).len() + game.hand(AWAY).len();
    assert_eq!(in_play, 40);
    assert_eq!(game.base_hand(HOME), 6);
    assert_conserved(&game);
}

#[test]
fn overtime_era_ends_tied_after_a_scoreless_overtime() {
    let (game, events) = last_play(Era::Overtime, 4, PeriodKind::ShortOvertime, (2, 2));
    assert!(events.contains(&Event::GameOver { winner: None }));
    let outcome = game.outcome_ref().expect("over");
    assert_eq!(outcome.decided_in, DecidedIn::Overtime);
    assert_eq!(outcome.final_score, ByTeam::new(2, 2));
}

#[test]
fn a_goal_in_overtime_ends_the_game() {
    for kind in [PeriodKind::ShortOvertime, PeriodKind::LongOvertime] {
        let (game, events) = goal_table(Rig {
            era: Era::Playoff,
            period: 4,
            period_kind: kind,
            score: ByTeam::new(1, 1),
            ..table(
                &[10, 18, 20, 31, 33, 23],
                &[45, 46, 47, 53, 54, 55],
                &[58],
                Pos::AwayEnd,
                HOME,
            )
        });
        assert!(events.contains(&Event::GameOver { winner: Some(HOME) }));
        assert_eq!(game.phase(), Phase::Over);
        let outcome = game.outcome_ref().expect("over");
        assert_eq!(outcome.decided_in, DecidedIn::Overtime);
        assert_eq!(outcome.final_score, ByTeam::new(2, 1));
    }
}

#[test]
fn shootout_era_goes_to_a_shootout_three_each_then_sudden_death_scoring_on_1_to_25() {
    let (mut game, events) = last_play(Era::Shootout, 4, PeriodKind::ShortOvertime, (1, 1));
    assert!(events.contains(&Event::PeriodEnded { period: 4 }));
    assert_eq!(game.phase(), Phase::Shootout { team: HOME });
    assert_eq!(game.legal(HOME), vec![Action::Shoot]);
    let mut taken = ByTeam::new(0u16, 0);
    let mut goals = ByTeam::new(0u16, 0);
    let mut shooter = HOME;
    loop {
        assert_eq!(game.phase(), Phase::Shootout { team: shooter });
        let events = act(&mut game, Action::Shoot);
        let (team, id, scored) = events
            .iter()
            .find_map(|e| match e {
                Event::ShootoutAttempt { team, card, scored } => Some((*team, *card, *scored)),
                _ => None,
            })
            .expect("an attempt");
        assert_eq!(team, shooter);
        assert_eq!(scored, (1..=25).contains(&id), "#{id}");
        taken[team] += 1;
        goals[team] += u16::from(scored);
        let decided = taken.home == taken.away && taken.home >= 3 && goals.home != goals.away;
        if decided {
            let winner = if goals.home > goals.away { HOME } else { AWAY };
            assert!(events.contains(&Event::GameOver {
                winner: Some(winner)
            }));
            let outcome = game.outcome_ref().expect("over");
            assert_eq!(outcome.decided_in, DecidedIn::Shootout);
            // The shootout winner gets one goal on the final score.
            let mut expected = ByTeam::new(1, 1);
            expected[winner] += 1;
            assert_eq!(outcome.final_score, expected);
            break;
        }
        assert!(game.outcome_ref().is_none(), "not decided yet");
        shooter = shooter.other();
        assert!(taken.home < 60, "the shootout ends");
    }
}

#[test]
fn playoff_era_plays_full_overtime_periods_until_a_goal() {
    let (game, events) = last_play(Era::Playoff, 3, PeriodKind::Regulation, (2, 2));
    assert!(events.contains(&Event::PeriodStarted {
        period: 4,
        cards: 64,
        hand: 5
    }));
    assert_eq!(game.period_kind(), PeriodKind::LongOvertime);
    assert!(game.outcome_ref().is_none());

    // A scoreless overtime period is followed by another.
    let (game, events) = last_play(Era::Playoff, 4, PeriodKind::LongOvertime, (2, 2));
    assert!(events.contains(&Event::PeriodEnded { period: 4 }));
    assert!(events.contains(&Event::PeriodStarted {
        period: 5,
        cards: 64,
        hand: 5
    }));
    assert_eq!(game.period_kind(), PeriodKind::LongOvertime);
    assert!(game.outcome_ref().is_none());
}

#[test]
fn every_era_ends_a_game_that_is_not_tied_after_three_periods() {
    for era in Era::ALL {
        let (game, _) = last_play(era, 3, PeriodKind::Regulation, (1, 3));
        let outcome = game.outcome_ref().expect("over");
        assert_eq!(outcome.winner, Some(AWAY), "{era:?}");
        assert_eq!(outcome.decided_in, DecidedIn::Regulation);
    }
}

#[test]
fn rigged_tables_keep_all_cards() {
    // Sanity check of the helpers: a table in the last pass holds all 64 cards.
    let game = Icih::rigged(end_of_deck(table(
        &[30, 10, 18, 20, 31],
        &[45, 46, 47, 53, 54],
        &[1, 2],
        Pos::Centre,
        HOME,
    )));
    assert_conserved(&game);
    assert_eq!(game.peek_deck(2), vec![1, 2]);
    assert_eq!(game.discard_len(), 52);
    assert_eq!(game.deck_len(), 2);
}

// ===================================================================================
// 12. Rules version 2: where version 1 strayed from the book (shared/audits, ICIH)
// ===================================================================================

/// `rig` under rules version 1, the version older records were played under.
fn version_1(rig: Rig) -> Rig {
    Rig {
        rules_version: 1,
        ..rig
    }
}

/// Example 1: the Poke Check (#49) also steals in its holder's OZ. Home breaks out of its own
/// end with a red-D Skate (#26); the visitors answer in the current zone, their OZ.
#[test]
fn poke_check_49_steals_in_the_holders_offensive_zone() {
    let rig = || {
        table(
            &[26, 10, 18, 20, 31],
            &[49, 45, 46, 47, 53],
            &[64, 61],
            Pos::HomeEnd,
            HOME,
        )
    };
    let mut game = Icih::rigged(rig());
    act(&mut game, Action::Play { card: 26 });
    assert_eq!(offered(&game, AWAY), vec![49]);
    let events = act(&mut game, Action::Answer { card: 49 });
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::HomeEnd
    }));
    assert_eq!(game.control(), Some(AWAY));
    // Version 1 had it at centre ice only.
    let mut old = Icih::rigged(version_1(rig()));
    act(&mut old, Action::Play { card: 26 });
    assert!(offered(&old, AWAY).is_empty());
}

/// Home plays the inside shot #39 (a penalty-shot risk) in its OZ; the visitors answer with
/// the Cheap Shot (#44). `draws` start with the card checked for the penalty shot.
fn cheap_shot_on_an_inside_shot(rig: impl Fn(Rig) -> Rig, draws: &[CardId]) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(rig(Rig {
        chain: Next::new(true, true, true, false),
        ..table(
            &[39, 10, 18, 20, 31],
            &[44, 45, 46, 47, 53],
            draws,
            Pos::AwayEnd,
            HOME,
        )
    }));
    act(&mut game, Action::Play { card: 39 });
    assert!(offered(&game, AWAY).contains(&44));
    let events = act(&mut game, Action::Answer { card: 44 });
    (game, events)
}

/// A Cheap Shot on #39/#40 keeps its own effects: the victim's +2, its major range (60-64),
/// play stopped for a face-off in the current zone; the penalty-shot check comes first.
#[test]
fn cheap_shot_on_an_inside_shot_keeps_its_effects_after_the_penalty_shot_check() {
    let momentum = |events: &[Event]| {
        events.contains(&Event::Momentum {
            team: HOME,
            cards: 2,
        })
    };
    // 62: no penalty shot, but in the Cheap Shot's major range.
    let (mut game, mut events) = cheap_shot_on_an_inside_shot(|r| r, &[62, 64, 61, 60]);
    assert!(momentum(&events));
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 2 });
    events.extend(act(&mut game, Action::TakeBonus { count: 0 }));
    assert_eq!(checks(&events)[0], (62, Check::PenaltyShotAward));
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: 62,
        major: true
    }));
    assert!(events.contains(&Event::PowerPlay {
        team: HOME,
        shots: 6,
        major: true
    }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::GainedControl { .. }))
    );
    assert_eq!(totals(&game).away.penalty_minutes, 5);
    // A card outside both ranges: no call, and a face-off where the shot was taken.
    let (mut game, mut events) = cheap_shot_on_an_inside_shot(|r| r, &[50, 64, 61, 60]);
    assert!(momentum(&events));
    assert!(events.contains(&Event::NoPenalty { card: 50 }));
    while let Phase::TakeBonus { team, .. } = game.phase() {
        assert_eq!(team, HOME);
        events.extend(act(&mut game, Action::TakeBonus { count: 0 }));
    }
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::GainedControl { .. }))
    );
    // The face-off is in the zone of the shot, home's OZ (L765), not at centre.
    assert_eq!(
        face_off_won(&events).map(|(_, pos)| pos),
        Some(Pos::AwayEnd),
        "the Cheap Shot's face-off is where the shot was taken"
    );
    // 5 awards the penalty shot, and the victim still has his +2.
    let (_, events) = cheap_shot_on_an_inside_shot(|r| r, &[5, 12, 64, 61, 60]);
    assert!(momentum(&events));
    assert!(events.contains(&Event::PenaltyShotAwarded { team: HOME }));
    // Version 1 read only the minor range and made a loose puck.
    let (_, events) = cheap_shot_on_an_inside_shot(version_1, &[62, 64, 61, 60]);
    assert!(!momentum(&events));
    assert!(events.contains(&Event::NoPenalty { card: 62 }));
}

/// A side that pulled its goalie is penalised: the visitors (behind, net empty) slash (#57)
/// at centre and `check` calls the minor with the puck theirs, so play stops for home's power
/// play. Then the replenishment draws (#64, #61) and `shots`.
fn power_play_against_an_empty_net(
    rig: impl Fn(Rig) -> Rig,
    check: CardId,
    shots: &[CardId],
) -> (Icih, Vec<Event>) {
    reads(check, AWAY, HvExtra::None);
    let mut draws = vec![check, 64, 61];
    draws.extend(shots);
    foul_with_the_net_empty(rig, 57, &draws)
}

/// Home (ahead 1-0, late) skates (#7) at centre; the visitors, their goalie pulled, answer with
/// the possible-penalty card `foul`. `draws` are the next cards off the deck.
fn foul_with_the_net_empty(
    rig: impl Fn(Rig) -> Rig,
    foul: CardId,
    draws: &[CardId],
) -> (Icih, Vec<Event>) {
    let mut game = Icih::rigged(rig(Rig {
        pulled: Some(AWAY),
        ..late(table(
            &[7, 10, 18, 20, 31],
            &[foul, 45, 46, 47, 53, 54],
            draws,
            Pos::Centre,
            HOME,
        ))
    }));
    act(&mut game, Action::Play { card: 7 });
    let events = act(&mut game, Action::Answer { card: foul });
    (game, events)
}

/// Plays the power play under way to its end: no bonus taken, no block, the goalie left out.
fn play_out_the_power_play(game: &mut Icih) -> Vec<Event> {
    let mut all = Vec::new();
    loop {
        let action = match game.phase() {
            Phase::TakeBonus { .. } => Action::TakeBonus { count: 0 },
            Phase::PowerPlayStoppage { .. } => Action::KeepGoaliePulled,
            Phase::Answer {
                window: Window::PowerPlayShot { .. },
                ..
            } => Action::LetPlay,
            _ => return all,
        };
        all.extend(act(game, action));
    }
}

/// A V card with an ID of 20-29 and no extra: a two-shot power play (outside, inside).
fn two_shot_call() -> CardId {
    // Not #20: home holds it.
    (21..=29)
        .find(|&id| card(id).hv == AWAY && card(id).hv_extra == HvExtra::None)
        .expect("a V card in the 20s")
}

/// Play stops for a power play: the side whose goalie is pulled may put him back (L858-862).
#[test]
fn a_pulled_goalie_may_go_back_when_play_stops_for_a_power_play() {
    let check = two_shot_call();
    let (mut game, events) = power_play_against_an_empty_net(|r| r, check, &[1, 2]);
    assert!(events.contains(&Event::Penalty {
        team: AWAY,
        card: check,
        major: false
    }));
    assert_eq!(game.phase(), Phase::PowerPlayStoppage { team: AWAY });
    assert_eq!(
        game.legal(AWAY),
        vec![Action::ReturnGoalie, Action::KeepGoaliePulled]
    );
    let events = act(&mut game, Action::ReturnGoalie);
    assert!(events.contains(&Event::GoalieBack { team: AWAY }));
    assert_eq!(game.pulled(), None);
    // The extra skater leaves with a card; then the first shot's block window.
    if let Phase::DiscardDown { team: AWAY, count } = game.phase() {
        assert_eq!(count, 1);
        act(&mut game, Action::Discard { card: 54 });
    }
    assert_eq!(game.hand(AWAY).len(), 5);
    assert!(matches!(
        game.phase(),
        Phase::Answer {
            window: Window::PowerPlayShot {
                kind: ShotKind::Outside
            },
            ..
        }
    ));
    // The computer puts a short-handed goalie back.
    let (game, _) = power_play_against_an_empty_net(|r| r, check, &[1, 2]);
    assert_eq!(game.computer_action(AWAY), Some(Action::ReturnGoalie));
    // Version 1 went straight to the first shot.
    let (game, _) = power_play_against_an_empty_net(version_1, check, &[1, 2]);
    assert!(matches!(game.phase(), Phase::Answer { .. }));
}

/// Against an empty net an outside shot counts as an inside shot (L888-890), on a power play
/// too: #5's inside result is Goal!, its outside result is not.
#[test]
fn power_play_outside_shots_at_an_empty_net_read_the_inside_result() {
    shoots(5, true, ShotResult::Goal);
    assert_ne!(card(5).os.result, ShotResult::Goal);
    let check = two_shot_call();
    let (mut game, _) = power_play_against_an_empty_net(|r| r, check, &[5, 2, 1]);
    act(&mut game, Action::KeepGoaliePulled);
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&shot_event(HOME, 5, true)));
    assert!(events.contains(&Event::Goal {
        team: HOME,
        kind: GoalKind::EmptyNet
    }));
    assert_eq!(game.score(), ByTeam::new(2, 0));
    // Version 1 read the outside result.
    let (mut game, _) = power_play_against_an_empty_net(version_1, check, &[5, 2, 1]);
    let events = act(&mut game, Action::LetPlay);
    assert!(events.contains(&shot_event(HOME, 5, false)));
    assert_eq!(game.score(), ByTeam::new(1, 0));
}

/// Only one +3M in a major, however many goals (L731-733): a goal on the first card, then a
/// rebound goal off the last card's inside result gives no second +3.
#[test]
fn a_major_gives_one_goal_bonus_even_when_its_last_card_rebounds_in() {
    shoots(34, false, ShotResult::Goal);
    shoots(1, true, ShotResult::SaveRebound);
    shoots(5, true, ShotResult::Goal);
    let quiet = (2..=64)
        .find(|&id| {
            ![7, 10, 18, 20, 31, 44, 45, 46, 47, 53, 61, 64, 60, 34, 1, 5].contains(&id)
                && [card(id).os, card(id).is]
                    .iter()
                    .all(|s| s.result != ShotResult::Goal && s.bracket.is_none())
        })
        .expect("a card that scores on neither reading");
    let bonuses = |rig: fn(Rig) -> Rig| {
        let mut game = Icih::rigged(rig(table(
            &[7, 10, 18, 20, 31],
            &[44, 45, 46, 47, 53],
            &[61, 64, 60, 34, quiet, 1, 5],
            Pos::Centre,
            HOME,
        )));
        act(&mut game, Action::Play { card: 7 });
        let mut all = act(&mut game, Action::Answer { card: 44 });
        all.extend(play_out_the_power_play(&mut game));
        assert_eq!(game.score(), ByTeam::new(2, 0), "#34 and the rebound");
        count(&all, |e| {
            *e == Event::Momentum {
                team: HOME,
                cards: 3,
            }
        })
    };
    assert_eq!(bonuses(|r| r), 1);
    assert_eq!(bonuses(version_1), 2, "version 1 gave a second +3");
}

/// Reading R#43: in a major against an empty net each card is read once, for its inside
/// result (version 1 read both results of each card).
#[test]
fn a_major_against_an_empty_net_reads_each_card_once_as_an_inside_shot() {
    let used = [7, 10, 18, 20, 31, 44, 45, 46, 47, 53, 54, 61, 64, 60];
    let quiet = quiet_cards(&used, 3);
    let readings = |rig: fn(Rig) -> Rig| {
        let mut draws = vec![61, 64, 60];
        draws.extend(&quiet);
        let (mut game, mut all) = foul_with_the_net_empty(rig, 44, &draws);
        all.extend(play_out_the_power_play(&mut game));
        all.iter()
            .filter_map(|e| match e {
                Event::ShotResult { inside, .. } => Some(*inside),
                _ => None,
            })
            .collect::<Vec<bool>>()
    };
    assert_eq!(readings(|r| r), vec![true; 3]);
    assert_eq!(
        readings(version_1),
        vec![false, true, false, true, false, true]
    );
}

// ===================================================================================
// 13. Checklist items the conformance table found without a test
// ===================================================================================

/// R#3 (B4): the dumps and the outside shot are open in their zones whatever the last card
/// allows next; only the cards are limited.
#[test]
fn dumps_and_the_outside_shot_are_open_whatever_the_last_card_allows() {
    for (pos, open) in [
        (Pos::HomeEnd, Action::DumpOutToOffence),
        (Pos::HomeEnd, Action::DumpOutToCentre { discard: 10 }),
        (Pos::Centre, Action::DumpIn { discard: 10 }),
        (Pos::AwayEnd, Action::OutsideShot),
    ] {
        let game = Icih::rigged(Rig {
            chain: Next::NOTHING,
            ..table(&[10, 18, 20, 31, 33], &[45, 46, 47, 53, 54], &[], pos, HOME)
        });
        assert!(offered(&game, HOME).is_empty(), "no card may follow");
        assert!(game.legal(HOME).contains(&open), "{open:?} at {pos:?}");
    }
}

/// R#42 (D9): a bonus fills the hand to its size plus the bonus taken, so a side still holding
/// two surplus cards draws two, not three, when it takes a bonus of three.
#[test]
fn a_bonus_fills_the_hand_to_its_size_plus_the_bonus() {
    let mut game = Icih::rigged(Rig {
        bonus: ByTeam::new(3, 0),
        ..table(
            &[7, 10, 18, 20, 31, 23, 33],
            &[45, 46, 47, 53, 54],
            &[64, 61, 60, 59],
            Pos::Centre,
            HOME,
        )
    });
    act(&mut game, Action::Play { card: 7 });
    act(&mut game, Action::LetPlay);
    assert_eq!(game.phase(), Phase::TakeBonus { team: HOME, max: 3 });
    let events = act(&mut game, Action::TakeBonus { count: 3 });
    assert_eq!(replenished(&events)[0], (HOME, 2));
    assert_eq!(game.hand(HOME).len(), 8);
}

/// G4: either side may count the cards left; the view shows the pile and the discards to both.
#[test]
fn both_sides_see_how_many_cards_are_left() {
    use crate::engine::{Game, Viewer};
    let game = Icih::rigged(table(
        &[10, 18, 20, 31, 33],
        &[45, 46, 47, 53, 54],
        &[],
        Pos::Centre,
        HOME,
    ));
    for seat in Team::BOTH {
        let view = game.view(Viewer::Seat(seat));
        assert_eq!(view.deck_left, 54);
        assert_eq!(view.discards, 0);
    }
}

/// A7: the game opens with a face-off at centre ice settled by an H/V check, and that card
/// starts the discard pile.
#[test]
fn the_game_opens_with_a_face_off_at_centre_by_an_h_v_check() {
    let game = Icih::new_game(super::tests::options(Era::Shootout), 5);
    let opening = game.opening_events();
    let first = opening
        .iter()
        .find_map(|e| match e {
            Event::Drawn { card, check } => Some((*card, *check)),
            _ => None,
        })
        .expect("a card drawn");
    assert_eq!(first.1, Check::FaceOff);
    assert_eq!(game.hand(HOME).len() + game.hand(AWAY).len(), 10);
    assert_eq!(
        card(first.0).hv_extra,
        HvExtra::None,
        "seed 5 opens plainly"
    );
    assert_eq!(game.top_discard(), Some(first.0));
    assert_eq!(face_off_won(opening), Some((card(first.0).hv, Pos::Centre)));
}

// ===================================================================================
// 14. Rules version 3: the second audit (shared/audits/round2/icih-card-hockey.md)
// ===================================================================================

/// `rig` under rules version 2, the version before the second audit's fixes.
fn version_2(rig: Rig) -> Rig {
    Rig {
        rules_version: 2,
        ..rig
    }
}

/// Cards that score on neither reading and never rebound, none of them in `used`.
fn quiet_cards(used: &[CardId], n: usize) -> Vec<CardId> {
    (1..=64)
        .filter(|id| !used.contains(id))
        .filter(|&id| {
            [card(id).os, card(id).is].iter().all(|s| {
                s.bracket.is_none()
                    && !matches!(s.result, ShotResult::Goal | ShotResult::SaveRebound)
            })
        })
        .take(n)
        .collect()
}

/// ICIH-1: the major's last card is #34, whose outside reading scores (the major's +3) and
/// whose inside reading rebounds in off #5: still only one +3 (L1063-1065). Version 2 gave two.
#[test]
fn a_major_gives_one_goal_bonus_when_its_last_card_scores_outside_and_rebounds_in() {
    shoots(34, false, ShotResult::Goal);
    shoots(34, true, ShotResult::SaveRebound);
    shoots(5, true, ShotResult::Goal);
    let home = [7, 10, 18, 20, 31];
    let away = [44, 45, 46, 47, 53];
    let mut used = vec![61, 64, 60, 34, 5];
    used.extend(home);
    used.extend(away);
    let quiet = quiet_cards(&used, 2);
    let bonuses = |rig: fn(Rig) -> Rig| {
        let draws = [61, 64, 60, quiet[0], quiet[1], 34, 5];
        let mut game = Icih::rigged(rig(table(&home, &away, &draws, Pos::Centre, HOME)));
        act(&mut game, Action::Play { card: 7 });
        let mut all = act(&mut game, Action::Answer { card: 44 });
        all.extend(play_out_the_power_play(&mut game));
        assert_eq!(
            game.score(),
            ByTeam::new(2, 0),
            "#34 outside and the rebound"
        );
        count(&all, |e| {
            *e == Event::Momentum {
                team: HOME,
                cards: 3,
            }
        })
    };
    assert_eq!(bonuses(|r| r), 1);
    assert_eq!(bonuses(version_2), 2, "version 2 gave a second +3");
}

/// N7: a major against an empty net whose last inside shot is blocked (#63): the card's outside
/// reading, read as inside, is one more attempt, and the block makes a loose puck (L557: "They
/// always result in a loose puck"). Version 2 played that outside reading in full instead.
#[test]
fn a_blocked_last_inside_shot_of_a_major_at_an_empty_net_is_a_loose_puck() {
    let home = [7, 10, 18, 20, 31];
    let away = [44, 63, 45, 46, 47, 53];
    let mut used = vec![61, 64, 60];
    used.extend(home);
    used.extend(away);
    let quiet = quiet_cards(&used, 2);
    let mut used_too = used.clone();
    used_too.extend(&quiet);
    let last = (1..=64)
        .filter(|id| !used_too.contains(id))
        .find(|&id| card(id).is.result == ShotResult::SaveDef && card(id).is.bracket.is_none())
        .expect("a card whose inside result is Save - DEF");
    let loose_check = (1..=64)
        .find(|id| ![&used_too[..], &[last]].concat().contains(id))
        .expect("a card for the loose puck");
    let after_the_block = |rig: fn(Rig) -> Rig| {
        let draws = [61, 64, 60, quiet[0], quiet[1], last, loose_check];
        let mut game = Icih::rigged(rig(Rig {
            pulled: Some(AWAY),
            ..late(table(&home, &away, &draws, Pos::Centre, HOME))
        }));
        act(&mut game, Action::Play { card: 7 });
        act(&mut game, Action::Answer { card: 44 });
        let mut shots = 0;
        loop {
            match game.phase() {
                Phase::TakeBonus { .. } => {
                    act(&mut game, Action::TakeBonus { count: 0 });
                }
                Phase::PowerPlayStoppage { .. } => {
                    act(&mut game, Action::KeepGoaliePulled);
                }
                Phase::Answer {
                    window: Window::PowerPlayShot { .. },
                    ..
                } => {
                    shots += 1;
                    if shots < 3 {
                        act(&mut game, Action::LetPlay);
                    } else {
                        let mut events = act(&mut game, Action::Answer { card: 63 });
                        while matches!(
                            game.phase(),
                            Phase::Answer {
                                window: Window::PowerPlayShot { .. },
                                ..
                            }
                        ) {
                            events.extend(act(&mut game, Action::LetPlay));
                        }
                        return events;
                    }
                }
                other => panic!("unexpected phase {other:?}"),
            }
        }
    };
    let events = after_the_block(|r| r);
    assert!(events.contains(&Event::Blocked {
        team: AWAY,
        card: 63
    }));
    assert!(events.contains(&Event::ShotResult {
        team: HOME,
        card: last,
        shot: card(last).is,
        inside: true,
    }));
    assert_eq!(
        checks(&events).last(),
        Some(&(loose_check, Check::LoosePuck)),
        "the block makes a loose puck"
    );
    let events = after_the_block(version_2);
    assert!(
        !checks(&events).contains(&(loose_check, Check::LoosePuck)),
        "version 2 played the outside reading in full: the goalie kept the puck"
    );
    assert!(events.contains(&Event::GainedControl {
        team: AWAY,
        pos: Pos::AwayEnd
    }));
}

/// ICIH-3 (R#2): the Hard player searches an answer window with the same budget whether or not
/// it holds a card that could answer, so its thinking time gives nothing away.
#[test]
fn the_hard_player_searches_every_answer_window_with_the_same_budget() {
    use super::search::{HARD_PLAYOUTS, Search};
    let window = |away: &[CardId]| {
        let mut game = Icih::rigged(table(
            &[7, 10, 18, 20, 31],
            away,
            &[61, 64, 60, 59],
            Pos::Centre,
            HOME,
        ));
        act(&mut game, Action::Play { card: 7 });
        assert!(matches!(game.phase(), Phase::Answer { team: AWAY, .. }));
        game
    };
    let holding = window(&[44, 45, 46, 47, 53]);
    assert!(holding.legal(AWAY).len() > 1, "#44 may answer #7");
    let empty_handed = window(&[1, 2, 3, 5, 6]);
    assert_eq!(empty_handed.legal(AWAY), vec![Action::LetPlay]);
    for game in [&holding, &empty_handed] {
        let mut search = Search::new(game, AWAY, 7, HARD_PLAYOUTS);
        assert_eq!(search.progress(), (0, HARD_PLAYOUTS));
        while !search.finished() {
            search.step(8);
        }
        assert!(search.progress().0 >= HARD_PLAYOUTS);
        assert!(search.best().is_some());
    }
    let mut search = Search::new(&empty_handed, AWAY, 7, HARD_PLAYOUTS);
    search.step(HARD_PLAYOUTS);
    assert_eq!(search.best(), Some(Action::LetPlay));
}

/// B1, every option by zone, absences included: no dump in from either end, no dump out from
/// centre or the OZ, and the outside shot only in the OZ (L219-239).
#[test]
fn each_zone_offers_exactly_its_own_puck_moves() {
    let moves = |pos: Pos| {
        let game = Icih::rigged(table(
            &[10, 18, 20, 31, 33],
            &[45, 46, 47, 53, 54],
            &[],
            pos,
            HOME,
        ));
        let legal = game.legal(HOME);
        (
            legal
                .iter()
                .any(|a| matches!(a, Action::DumpOutToCentre { .. } | Action::DumpOutToOffence)),
            legal.iter().any(|a| matches!(a, Action::DumpIn { .. })),
            legal.contains(&Action::OutsideShot),
        )
    };
    // (dump out, dump in, outside shot), home attacking toward the visitors' end.
    assert_eq!(moves(Pos::HomeEnd), (true, false, false), "home's DZ");
    assert_eq!(moves(Pos::Centre), (false, true, false), "centre ice");
    assert_eq!(moves(Pos::AwayEnd), (false, false, true), "home's OZ");
}
