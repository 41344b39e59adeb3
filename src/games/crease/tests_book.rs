//! Rules the conformance table (docs/rules/crease.md) found with no test of their own, each set
//! up on a rigged deck and checked against the book (the inventory's R numbers).

use super::fac::{self, Breakaway, Claim, DumpIn, Fac, LoosePuck, ShotStopKind, Side, StopKind};
use super::tests::{all_play, card_where, new_game, next, no_stops, whole};
use super::*;
use crate::engine::{Game, Team};

fn every_save(game: &mut Crease, team: Team, save: Save) {
    for g in &mut game.cards[team].goalies {
        g.columns = std::array::from_fn(|_| whole(save, 100));
        g.brk.clear();
    }
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
    assert_eq!((game.puck, game.pending), (Team::Away, Pending::Breakaway));
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

/// R21 (L75): an AST pass whose number is above every range of the receiver's AST section goes
/// wide: a loose puck, no shot.
#[test]
fn r21_an_ast_number_past_the_ranges_is_wide() {
    let card = card_where("an AST pass to a skater with a number above 1", |c| {
        c.pass_to != Slot::C && c.pass_to != Slot::G && c.pass_number > 1
    });
    let mut game = new_game();
    let top = fac::card(card).pass_number - 1;
    for s in &mut game.cards[Team::Home].skaters {
        s.ast_section = whole(ShotType::Sh3, top);
    }
    game.put_puck(Team::Home, Slot::C);
    game.pending = Pending::AstPass { passer: Slot::C };
    game.rig_cards(&[card]);
    let events = next(&mut game);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::AstShot { shot: None, .. }))
    );
    assert_eq!(game.puck, Team::Home);
    assert_eq!(game.pending, Pending::LoosePuck { ties: 0 });
}

/// R54 (L180): a tied dump-in battle is a loose puck, and a second tie is a whistle.
#[test]
fn r54_a_tied_dump_in_then_a_tied_loose_puck_is_a_whistle() {
    let battle = |d: &DumpIn| matches!(d, DumpIn::Battle { .. });
    let first = card_where("a forced dump-in into a battle", |c| {
        matches!(c.stops[0], Some(s) if matches!(s.kind, StopKind::ForcedDumpIn(_)))
            && battle(&c.dump_in)
    });
    let DumpIn::Battle {
        off,
        off_plus,
        def,
        def_plus,
    } = fac::card(first).dump_in
    else {
        unreachable!()
    };
    // A loose-puck battle between other men, or with the same pluses, so both can tie.
    let second = card_where("a loose-puck battle that can tie too", |c| {
        matches!(c.loose_puck, LoosePuck::Claim(Claim::Battle { off: o, off_plus: op, def: d, def_plus: dp })
            if o != Slot::G && d != Slot::G
                && (o != off || op == off_plus)
                && (d != def || dp == def_plus)
                && (o != off || d != def || (op, dp) == (off_plus, def_plus)))
    });
    let LoosePuck::Claim(Claim::Battle {
        off: off2,
        off_plus: op2,
        def: def2,
        def_plus: dp2,
    }) = fac::card(second).loose_puck
    else {
        unreachable!()
    };
    let mut game = new_game();
    for s in &mut game.cards[Team::Away].skaters {
        s.def = 9;
    }
    // Each battle's totals equal: LP + plus on both sides.
    let lp = |game: &mut Crease, team: Team, slot: Slot, value: u8| {
        let p = usize::from(game.at(team, slot).unwrap());
        game.cards[team].skaters[p].lp = value;
    };
    lp(&mut game, Team::Home, off, 10 + def_plus);
    lp(&mut game, Team::Away, def, 10 + off_plus);
    lp(&mut game, Team::Home, off2, 10 + dp2);
    lp(&mut game, Team::Away, def2, 10 + op2);
    game.put_puck(Team::Home, Slot::C);
    game.rig_cards(&[first, second]);
    next(&mut game);
    assert_eq!(game.pending, Pending::LoosePuck { ties: 1 });
    let events = next(&mut game);
    assert!(events.contains(&Event::Whistle));
    assert_eq!(game.pending, Pending::FaceOff);
}

/// R76 (L241-243): a (PK DEF) replaces DEF only while the player kills a penalty.
#[test]
fn r76_pk_def_reads_only_while_killing_a_penalty() {
    let card = card_where("WIDE SHOT IF on a defenceman", |c| {
        matches!(c.shot_stop, Some(s) if !s.strategy && matches!(s.kind, ShotStopKind::Wide(Slot::LD | Slot::RD)))
            && c.shot_note.is_none()
    });
    let stop = fac::card(card).shot_stop.unwrap();
    let ShotStopKind::Wide(slot) = stop.kind else {
        unreachable!()
    };
    for killing in [false, true] {
        let mut game = new_game();
        every_save(&mut game, Team::Away, Save::Held);
        // Every away skater: DEF 0, (PK DEF) at the threshold (a penalty sends the PK unit).
        for s in &mut game.cards[Team::Away].skaters {
            s.def = 0;
            s.pk_def = Some(stop.threshold);
        }
        if killing {
            let wing = game.at(Team::Away, Slot::LW).unwrap();
            game.add_minor(Team::Away, wing);
            assert!(
                game.at(Team::Away, slot).is_some(),
                "a defenceman at the slot"
            );
        }
        let events = shot_on(&mut game, card);
        assert_eq!(on_goal(&events), !killing, "killing {killing}");
    }
}

/// A possible penalty on the away LD for fouling the home C, read on `card`; the LD's MIN
/// range covers every PEN number and his MAJ none.
fn penalty_on(
    card: u8,
    mut set_up: impl FnMut(&mut Crease),
) -> (Crease, Vec<(Team, Option<u8>, PenaltyKind)>) {
    let mut game = new_game();
    let offender = game.at(Team::Away, Slot::LD).unwrap();
    let victim = game.at(Team::Home, Slot::C).unwrap();
    {
        let s = &mut game.cards[Team::Away].skaters[usize::from(offender)];
        s.minor = Some(cards::Span { low: 1, high: 40 });
        s.major = None;
    }
    set_up(&mut game);
    game.put_puck(Team::Home, Slot::C);
    game.pending = Pending::Penalty {
        team: Team::Away,
        player: offender,
        victim,
    };
    game.rig_cards(&[card]);
    let events = next(&mut game);
    let calls = events
        .iter()
        .filter_map(|e| match *e {
            Event::Penalty {
                team, player, kind, ..
            } => Some((team, player, kind)),
            _ => None,
        })
        .collect();
    (game, calls)
}

fn penalty_card(variant: fac::PenaltyVariant) -> u8 {
    card_where("a penalty check of that variant", |c| {
        matches!(c.penalty, fac::PenaltyCheck::Number(n, v) if v == variant && n <= 40)
            && !c.minor.injury
    })
}

/// R69 (L221): ## DOUBLE MINOR gives two minors when the number is in MIN.
#[test]
fn r69_a_double_minor_in_the_min_range() {
    let card = penalty_card(fac::PenaltyVariant::DoubleMinor);
    let (game, calls) = penalty_on(card, |_| {});
    let ld = game.at(Team::Away, Slot::LD);
    // The LD is in the box now; his roster index is the call's.
    assert_eq!(calls.len(), 1);
    assert_eq!(
        (calls[0].0, calls[0].2),
        (Team::Away, PenaltyKind::DoubleMinor)
    );
    assert_ne!(calls[0].1, ld, "he has left the ice");
}

/// R70, R71, R72 (L223-229): + OPP PEN N OR HIGHER calls the puck carrier too when his PEN
/// reaches N; + OPP always calls him; + HIGHEST OPP calls the opponent on the ice with the
/// highest PEN.
#[test]
fn r70_r71_r72_opponents_called_with_the_offender() {
    // + OPP PEN N OR HIGHER.
    let card = card_where("+ OPP PEN N OR HIGHER", |c| {
        matches!(c.penalty, fac::PenaltyCheck::Number(n, fac::PenaltyVariant::OppPenAtLeast(k)) if n <= 40 && k >= 1)
            && !c.minor.injury
    });
    let fac::PenaltyCheck::Number(_, fac::PenaltyVariant::OppPenAtLeast(k)) =
        fac::card(card).penalty
    else {
        unreachable!()
    };
    for (pen, both) in [(k, true), (k - 1, false)] {
        let (_, calls) = penalty_on(card, |g| {
            let c = usize::from(g.at(Team::Home, Slot::C).unwrap());
            g.cards[Team::Home].skaters[c].pen = pen;
        });
        assert_eq!(calls.iter().any(|c| c.0 == Team::Home), both, "PEN {pen}");
        assert!(calls.iter().any(|c| c.0 == Team::Away));
    }
    // + OPP: the carrier always.
    let (game, calls) = penalty_on(penalty_card(fac::PenaltyVariant::Opp), |_| {});
    let _ = game;
    assert_eq!(calls.iter().filter(|c| c.0 == Team::Home).count(), 1);
    // + HIGHEST OPP: the home RW given the highest PEN.
    let mut rw = 0;
    let (_, calls) = penalty_on(penalty_card(fac::PenaltyVariant::HighestOpp), |g| {
        for s in &mut g.cards[Team::Home].skaters {
            s.pen = 1;
        }
        rw = g.at(Team::Home, Slot::RW).unwrap();
        g.cards[Team::Home].skaters[usize::from(rw)].pen = 9;
    });
    let home: Vec<_> = calls.iter().filter(|c| c.0 == Team::Home).collect();
    assert_eq!(home.len(), 1);
    assert_eq!(home[0].1, Some(rw));
}

/// R75 (L233-235): a fighting major whose (N) falls in the fighter's MIS range adds a
/// misconduct; outside it, none.
#[test]
fn r75_a_fight_in_the_mis_range_adds_a_misconduct() {
    let card = card_where("a fighting major", |c| {
        matches!(c.penalty, fac::PenaltyCheck::Number(n, fac::PenaltyVariant::Plain) if n <= 40)
            && c.major.fighting.is_some()
    });
    let number = fac::card(card).major.fighting.unwrap();
    for (range, misconduct) in [((number, number), true), ((number + 1, number + 1), false)] {
        let mut game = new_game();
        let offender = game.at(Team::Away, Slot::LD).unwrap();
        let victim = game.at(Team::Home, Slot::C).unwrap();
        {
            let s = &mut game.cards[Team::Away].skaters[usize::from(offender)];
            s.minor = None;
            s.major = Some(cards::Span { low: 1, high: 40 });
            s.misconduct = Some(cards::Span {
                low: range.0,
                high: range.1,
            });
        }
        game.put_puck(Team::Home, Slot::C);
        game.pending = Pending::Penalty {
            team: Team::Away,
            player: offender,
            victim,
        };
        game.rig_cards(&[card]);
        let events = next(&mut game);
        let got = events.iter().any(|e| {
            matches!(e, Event::Penalty { kind: PenaltyKind::Misconduct, player, .. } if *player == Some(offender))
        });
        assert_eq!(got, misconduct, "MIS {range:?} against ({number})");
    }
}

/// R93 (L301): the computer plays PHY LOW while short-handed, and normal otherwise.
#[test]
fn r93_the_manager_plays_phy_low_short_handed() {
    let mut game = new_game();
    assert_eq!(game.manager_strategy(Team::Away).phy, Phy::Normal);
    let wing = game.at(Team::Away, Slot::LW).unwrap();
    game.add_minor(Team::Away, wing);
    assert_eq!(game.manager_strategy(Team::Away).phy, Phy::Low);
    assert_eq!(game.manager_strategy(Team::Home).phy, Phy::Normal);
}

/// R63 (L205-207): extra assists are checked on AST cards, two checks at most, even when
/// neither credits anyone.
#[test]
fn r63_at_most_two_assist_checks() {
    let by_number = |c: &Fac| matches!(c.assist, fac::AssistCheck::Position(_, n) if n >= 1);
    let first = card_where("an AST check by number", by_number);
    let second = card_where("another", |c| by_number(c) && c.number != first);
    let burn = card_where("any other card", |c| {
        c.number != first && c.number != second
    });
    let mut game = new_game();
    for s in &mut game.cards[Team::Home].skaters {
        s.ast = 0;
    }
    let scorer = game.at(Team::Home, Slot::C).unwrap();
    game.last_goal = Some((Team::Home, scorer, Vec::new()));
    game.pending = Pending::Assists { checks: 0 };
    game.rig_cards(&[burn, first, second]);
    let mut events = next(&mut game);
    assert_eq!(game.pending, Pending::Assists { checks: 1 });
    events.extend(next(&mut game));
    let no_assists = events.iter().filter(|e| **e == Event::NoAssist).count();
    assert_eq!(no_assists, 2);
    assert!(!events.iter().any(|e| matches!(e, Event::Assist { .. })));
    assert!(
        !matches!(game.pending, Pending::Assists { .. }),
        "no third check"
    );
}
