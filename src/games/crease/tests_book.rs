//! Rules the conformance table (docs/rules/crease.md) found with no test of their own, each set
//! up on a rigged deck and checked against the book (the inventory's R numbers).

use super::fac::{self, Breakaway, Claim, DumpIn, Fac, LoosePuck, ShotStopKind, Side, StopKind};
use super::*;
use crate::engine::{Game, Team};

fn new_game() -> Crease {
    let options = Options {
        strategies: false,
        overtime_skaters: 4,
        ..Options::default()
    };
    let mut game = Crease::new(options, 7);
    game.apply(&Action::Next).unwrap(); // period 1 starts
    game
}

fn card_where(what: &str, pred: impl Fn(&Fac) -> bool) -> u8 {
    fac::deck()
        .iter()
        .find(|c| pred(c))
        .map(|c| c.number)
        .unwrap_or_else(|| panic!("the deck has a card with {what}"))
}

fn no_stops(c: &Fac) -> bool {
    c.stops == [None, None]
}

fn whole<T: Copy>(result: T, top: u8) -> cards::Ranges<T> {
    cards::Ranges {
        entries: vec![cards::Entry {
            span: cards::Span { low: 1, high: top },
            result,
        }],
    }
}

fn all_play(game: &mut Crease, team: Team, play: Play) {
    for s in &mut game.cards[team].skaters {
        s.even = whole(play, 40);
        s.pp = whole(play, 40);
        s.sh = whole(play, 40);
    }
}

fn every_save(game: &mut Crease, team: Team, save: Save) {
    for g in &mut game.cards[team].goalies {
        g.columns = std::array::from_fn(|_| whole(save, 100));
        g.brk.clear();
    }
}

fn next(game: &mut Crease) -> Vec<Event> {
    game.apply(&Action::Next).unwrap()
}

/// One PASS TO on `card` for the home LD with every section reading `play`.
fn pass_reading(play: Play, card: u8) -> (Crease, Vec<Event>) {
    let mut game = new_game();
    all_play(&mut game, Team::Home, play);
    game.put_puck(Team::Home, Slot::LD);
    game.rig_cards(&[card]);
    let events = next(&mut game);
    (game, events)
}

/// A home shot of SH3 by the C on `card`.
fn shot_on(game: &mut Crease, card: u8) -> Vec<Event> {
    game.put_puck(Team::Home, Slot::C);
    game.pending = Pending::Shot {
        shooter: Slot::C,
        shot: ShotType::Sh3,
        kind: ShotKind::Normal,
    };
    game.rig_cards(&[card]);
    next(game)
}

fn on_goal(events: &[Event]) -> bool {
    events.iter().any(|e| matches!(e, Event::ShotOnGoal { .. }))
}

/// R17 (L69): a SH# reading is a shot of that type by the receiver.
#[test]
fn r17_a_shot_reading_is_a_shot_by_the_receiver() {
    let card = card_where("no stops", no_stops);
    let (game, _) = pass_reading(Play::Shot(ShotType::Sh2), card);
    assert_eq!(
        game.pending,
        Pending::Shot {
            shooter: fac::card(card).pass_to,
            shot: ShotType::Sh2,
            kind: ShotKind::Normal
        }
    );
}

/// R18, R55 (L71, L184): GIVE hands the puck to the other team, which flips for BREAKAWAY.
#[test]
fn r18_r55_a_giveaway_goes_to_the_other_team_for_a_breakaway() {
    let card = card_where("no stops", no_stops);
    let (game, _) = pass_reading(Play::Give, card);
    assert_eq!(
        (game.puck, game.pending.clone()),
        (Team::Away, Pending::Breakaway)
    );
}

/// R23 (L77): ICE gives the puck to the other team's player in the same slot, PASS TO next.
#[test]
fn r23_icing_gives_the_puck_to_the_other_team() {
    let card = card_where("no stops", no_stops);
    let (game, _) = pass_reading(Play::Ice, card);
    let to = fac::card(card).pass_to;
    assert_eq!((game.puck, game.carrier), (Team::Away, to));
    assert_eq!(game.pending, Pending::PassTo);
}

/// R27 (L93): LOOSE PUCK IF POS N works when that defender's HIT reaches N.
#[test]
fn r27_a_loose_puck_stop_works_at_the_hit_threshold() {
    let card = card_where(
        "a lone LOOSE PUCK IF of 2 or more",
        |c| matches!(c.stops, [Some(s), None] if matches!(s.kind, StopKind::LoosePuck(_)) && s.threshold >= 2 && !s.strategy),
    );
    let stop = fac::card(card).stops[0].unwrap();
    let StopKind::LoosePuck(slot) = stop.kind else {
        unreachable!()
    };
    for (hit, works) in [(stop.threshold, true), (stop.threshold - 1, false)] {
        let mut game = new_game();
        all_play(&mut game, Team::Home, Play::Pass);
        let d = game.at(Team::Away, slot).unwrap();
        game.cards[Team::Away].skaters[usize::from(d)].hit = hit;
        game.put_puck(Team::Home, Slot::C);
        game.rig_cards(&[card]);
        next(&mut game);
        assert_eq!(
            game.pending == (Pending::LoosePuck { ties: 0 }),
            works,
            "HIT {hit}"
        );
    }
}

/// R28 (L95, A10): INTERCEPTION IF POS+POS N adds the two defenders' DEF; the one with more
/// DEF takes the puck.
#[test]
fn r28_an_interception_adds_two_defenders_def() {
    let card = card_where(
        "a lone INTERCEPTION IF of 4 or more",
        |c| matches!(c.stops, [Some(s), None] if matches!(s.kind, StopKind::Interception(..)) && s.threshold >= 4),
    );
    let stop = fac::card(card).stops[0].unwrap();
    let StopKind::Interception(a, b) = stop.kind else {
        unreachable!()
    };
    for (sum, works) in [(stop.threshold, true), (stop.threshold - 1, false)] {
        let mut game = new_game();
        all_play(&mut game, Team::Home, Play::Pass);
        let (da, db) = (
            game.at(Team::Away, a).unwrap(),
            game.at(Team::Away, b).unwrap(),
        );
        game.cards[Team::Away].skaters[usize::from(da)].def = 1;
        game.cards[Team::Away].skaters[usize::from(db)].def = sum - 1;
        // PK DEF reads only while killing a penalty (R76); keep it out of the way.
        game.cards[Team::Away].skaters[usize::from(db)].pk_def = None;
        game.cards[Team::Away].skaters[usize::from(da)].pk_def = None;
        game.put_puck(Team::Home, Slot::C);
        game.rig_cards(&[card]);
        next(&mut game);
        if works {
            assert_eq!((game.puck, game.carrier), (Team::Away, b), "the higher DEF");
        } else {
            assert_eq!(game.puck, Team::Home, "sum {sum}");
        }
    }
}

/// R32, R33 (L107, L109): WIDE SHOT IF (DEF) and BLOCKED IF (BLK) stop a shot before the goalie:
/// a loose puck and no shot on goal.
#[test]
fn r32_r33_wide_and_blocked_shots_never_reach_the_goalie() {
    for wide in [true, false] {
        let card = card_where(
            "a shot stop",
            |c| matches!(c.shot_stop, Some(s) if !s.strategy && matches!((s.kind, wide), (ShotStopKind::Wide(_), true) | (ShotStopKind::Blocked(_), false))),
        );
        let stop = fac::card(card).shot_stop.unwrap();
        let (ShotStopKind::Wide(slot) | ShotStopKind::Blocked(slot)) = stop.kind;
        for works in [true, false] {
            let mut game = new_game();
            every_save(&mut game, Team::Away, Save::Held);
            let d = usize::from(game.at(Team::Away, slot).unwrap());
            let rating = if works {
                stop.threshold
            } else {
                stop.threshold - 1
            };
            let skater = &mut game.cards[Team::Away].skaters[d];
            if wide {
                skater.def = rating;
                skater.pk_def = None;
            } else {
                skater.blk = rating;
            }
            let events = shot_on(&mut game, card);
            assert_eq!(on_goal(&events), !works, "wide {wide}, works {works}");
            if works {
                assert_eq!(game.pending, Pending::LoosePuck { ties: 0 });
            }
        }
    }
}

/// R37, R38, R39 (L123-127): HELD is a save and a face-off; DLD/DRD/DLW/DRW/DC steer the save to
/// that skater of the goalie's team, who passes; OOP is a face-off.
#[test]
fn r37_r38_r39_held_steered_and_out_of_play_saves() {
    let card = card_where("no shot stop", |c| {
        c.shot_stop.is_none() && c.shot_note.is_none()
    });
    for (save, face_off) in [
        (Save::Held, true),
        (Save::OutOfPlay, true),
        (Save::DeflectTo(Slot::RW), false),
    ] {
        let mut game = new_game();
        every_save(&mut game, Team::Away, save);
        let events = shot_on(&mut game, card);
        assert!(on_goal(&events));
        if face_off {
            assert_eq!(game.pending, Pending::FaceOff, "{save:?}");
        } else {
            assert_eq!((game.puck, game.carrier), (Team::Away, Slot::RW));
            assert_eq!(game.pending, Pending::PassTo);
        }
    }
}

/// R44 (L131, L143): a defender who gets the rebound starts his team's attack with PASS TO; the
/// rebound's 1-40 is not read.
#[test]
fn r44_a_defenders_rebound_starts_his_teams_attack() {
    let card = card_where("a rebound to a defender", |c| {
        matches!(c.rebound, Claim::Player(Side::Def, _))
    });
    let Claim::Player(_, slot) = fac::card(card).rebound else {
        unreachable!()
    };
    let mut game = new_game();
    game.put_puck(Team::Home, Slot::C);
    game.pending = Pending::Rebound { shooter: Slot::C };
    game.rig_cards(&[card]);
    let events = next(&mut game);
    assert_eq!((game.puck, game.carrier), (Team::Away, slot));
    assert_eq!(game.pending, Pending::PassTo);
    assert!(!events.iter().any(|e| matches!(e, Event::AstShot { .. })));
}

/// R43 (L142): an attacker's rebound number above every range of his AST section is wide: a
/// loose puck, no shot.
#[test]
fn r43_a_rebound_past_the_ast_ranges_is_wide() {
    let card = card_where("a rebound to an attacker", |c| {
        matches!(c.rebound, Claim::Player(Side::Off, s) if s != Slot::G) && c.rebound_number > 1
    });
    let mut game = new_game();
    let top = fac::card(card).rebound_number - 1;
    for s in &mut game.cards[Team::Home].skaters {
        s.ast_section = whole(ShotType::Sh3, top);
    }
    game.put_puck(Team::Home, Slot::C);
    game.pending = Pending::Rebound { shooter: Slot::C };
    game.rig_cards(&[card]);
    next(&mut game);
    assert_eq!(game.puck, Team::Home);
    assert_eq!(game.pending, Pending::LoosePuck { ties: 0 });
}

/// R47 (L150): whoever controls a loose puck starts with PASS TO.
#[test]
fn r47_the_loose_pucks_controller_passes() {
    let card = card_where(
        "a loose puck to a named player",
        |c| matches!(c.loose_puck, LoosePuck::Claim(Claim::Player(_, s)) if s != Slot::G),
    );
    let mut game = new_game();
    game.put_puck(Team::Home, Slot::C);
    game.pending = Pending::LoosePuck { ties: 0 };
    game.rig_cards(&[card]);
    next(&mut game);
    let LoosePuck::Claim(Claim::Player(side, slot)) = fac::card(card).loose_puck else {
        unreachable!()
    };
    let team = match side {
        Side::Home => Team::Home,
        Side::Vis => Team::Away,
        Side::Off => Team::Home,
        Side::Def => Team::Away,
    };
    assert_eq!((game.puck, game.carrier), (team, slot));
    assert_eq!(game.pending, Pending::PassTo);
}

/// R49 (L158-160): FO: INJ? freezes the puck; with injuries on, the named player is checked.
#[test]
fn r49_a_frozen_loose_puck_checks_the_named_player() {
    let card = card_where(
        "FO: INJ? on a skater",
        |c| matches!(c.loose_puck, LoosePuck::FaceOffInjury(_, s) if s != Slot::G),
    );
    for injuries in [true, false] {
        let options = Options {
            strategies: false,
            injuries,
            ..Options::default()
        };
        let mut game = Crease::new(options, 7);
        game.apply(&Action::Next).unwrap();
        game.put_puck(Team::Home, Slot::C);
        game.pending = Pending::LoosePuck { ties: 0 };
        game.rig_cards(&[card]);
        let events = next(&mut game);
        assert!(events.contains(&Event::Whistle));
        if injuries {
            assert!(
                matches!(game.pending, Pending::Injury { goalie: false, .. }),
                "{:?}",
                game.pending
            );
        } else {
            assert_eq!(game.pending, Pending::FaceOff);
        }
    }
}

/// A forced dump-in on a card whose DUMP IN section matches `pick`, the defenders strong
/// enough to force it.
fn dump_in_on(pick: impl Fn(&DumpIn) -> bool) -> (Crease, u8, Vec<Event>) {
    let card = card_where("a forced dump-in with that DUMP IN", |c| {
        matches!(c.stops[0], Some(s) if matches!(s.kind, StopKind::ForcedDumpIn(_)))
            && pick(&c.dump_in)
    });
    let mut game = new_game();
    for s in &mut game.cards[Team::Away].skaters {
        s.def = 9;
    }
    game.put_puck(Team::Home, Slot::C);
    game.rig_cards(&[card]);
    let events = next(&mut game);
    (game, card, events)
}

/// R50, R51, R52 (L172-176): the goalie leaves it for a D, or a D chases it down (that D's team
/// passes next), or the goalie covers it (a face-off).
#[test]
fn r50_r51_r52_dump_ins_go_to_the_defence_or_are_covered() {
    for leaves in [true, false] {
        let (game, card, _) = dump_in_on(|d| match d {
            DumpIn::GoalieLeavesFor(_) => leaves,
            DumpIn::DefenceChases(_) => !leaves,
            _ => false,
        });
        let (DumpIn::GoalieLeavesFor(slot) | DumpIn::DefenceChases(slot)) = fac::card(card).dump_in
        else {
            unreachable!()
        };
        assert_eq!((game.puck, game.carrier), (Team::Away, slot));
        assert_eq!(game.pending, Pending::PassTo);
    }
    let (game, _, events) = dump_in_on(|d| *d == DumpIn::GoalieCovers);
    assert!(events.contains(&Event::Whistle));
    assert_eq!(game.pending, Pending::FaceOff);
}

/// R56 (L188): NO BREAK FOR POS: the team that won the puck keeps it with that player and
/// passes; no breakaway shot.
#[test]
fn r56_no_break_keeps_the_puck_without_a_shot() {
    let card = card_where("NO BREAK", |c| matches!(c.breakaway, Breakaway::NoBreak(_)));
    let Breakaway::NoBreak(slot) = fac::card(card).breakaway else {
        unreachable!()
    };
    let mut game = new_game();
    game.put_puck(Team::Away, Slot::C);
    game.pending = Pending::Breakaway;
    game.rig_cards(&[card]);
    next(&mut game);
    assert_eq!((game.puck, game.carrier), (Team::Away, slot));
    assert_eq!(game.pending, Pending::PassTo);
}

/// R59 (L190-192): NO BREAK / PENALTY SHOT?: the named player may have been fouled, and the
/// AST section of the next card decides.
#[test]
fn r59_penalty_shot_question_flips_for_the_check() {
    let card = card_where(
        "PENALTY SHOT?",
        |c| matches!(c.breakaway, Breakaway::PenaltyShot(s) if s != Slot::G),
    );
    let Breakaway::PenaltyShot(slot) = fac::card(card).breakaway else {
        unreachable!()
    };
    let mut game = new_game();
    game.put_puck(Team::Away, Slot::C);
    game.pending = Pending::Breakaway;
    game.rig_cards(&[card]);
    next(&mut game);
    assert_eq!(game.pending, Pending::PenaltyShotCheck { fouled: slot });
}

/// R6 (L51): a team with nobody on the ice rated for face-offs counts as FO 1.
#[test]
fn r6_a_team_without_face_off_men_counts_one() {
    let card = card_where("a face-off won by a slot", |c| {
        matches!(c.face_off, fac::FaceOff::Win { .. })
    });
    let mut game = new_game();
    for s in &mut game.cards[Team::Away].skaters {
        s.fo = None;
    }
    game.pending = Pending::FaceOff;
    game.rig_cards(&[card]);
    let events = next(&mut game);
    let ratings = events
        .iter()
        .find_map(|e| match e {
            Event::FaceOffWon { ratings, .. } => Some(*ratings),
            _ => None,
        })
        .expect("a face-off won");
    assert_eq!(ratings.away, 1);
    assert!(ratings.home >= 1);
}
