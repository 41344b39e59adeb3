//! The 64-card action deck of Ice Cold Ice Hockey, as data.
//!
//! The rulebook's card pictures did not survive, so only a few dozen facts about single cards
//! are known (collected in `shared/rules/icih-card-facts.md`). This deck keeps every one of
//! them and fills the gaps with choices of our own, made so that the game plays like hockey.
//! The tests in `deck_tests.rs` pin the facts and the composition below.
//!
//! # Layout by ID
//! - 1-32: Pass and Skate cards. The breakout cards (DZ) sit at the bottom, the set-up cards
//!   (CI and OZ) higher up, mixed so that no run of IDs is all one kind.
//! - 33-41: the nine Inside Shot cards, all OZ only. Only #39 and #40 show a red "D"; they
//!   carry the penalty-shot risk.
//! - 42-61: the defensive cards (and Puck Kept In at #48). Exactly five may draw a penalty
//!   (#44, #46, #47, #54, #57) and exactly two steal the puck (#49, #56).
//! - 62-63: the shot blocks; 64: Fight!.
//!
//! # Offensive cards
//! - `advance` is how many zones a card moves the puck forward: 1 for an ordinary Pass or
//!   Skate (in the OZ the puck stays in the OZ), 2 for the three cards that go DZ to OZ in one
//!   go (#2 Great Pass, the breakaways #4 and #21), 0 for Pass Across the Ice, Ice the Puck
//!   and the inside shots.
//! - 13 of the 32 carry crosshairs. Most are CI or OZ cards, because an inside shot comes
//!   from the slot; the two breakaways carry them too. A set-up should take some work to
//!   assemble, so that is about two cards in five.
//! - 21 of the 32 show a red "D", so the defence usually gets a say. The 11 "natural" cards
//!   are the quiet plays: Ice the Puck, the defence-to-defence pass behind the net, skaters
//!   who find open ice, and three crosshair cards (#14, #22, #28) that make a natural set-up
//!   possible but rare.
//! - A breakout card (playable in the DZ) without crosshairs lets a Skate or a Pass follow it,
//!   because a rush out of your own end needs a second step. #2 Great Pass follows that rule
//!   without crosshairs: it never leads straight to a shot, but Example 3 has the passer play
//!   a second card on it. #3 shows nothing: play stops.
//!
//! # Defensive cards
//! - A "gain control" card gives its player the puck, so it shows the Skate/Pass icons he may
//!   follow up with (both, or only one on the less clean plays). A "loose puck" card shows
//!   nothing: an H/V check decides who comes away with it.
//! - The minor-penalty cards are placed so that none is playable in the holder's OZ (his
//!   opponent's DZ). Only Cheap Shot and Slashing, playable anywhere, can then stop the Skate
//!   breakaway (#21) at its start, as the rulebook requires.
//! - Penalty ranges lie inside 10-49: the first digit of the drawn ID is the number of
//!   power-play shots, and the chart only knows 1-4. Slashing and Cheap Shot, the fouls a
//!   referee sees most easily, have the widest ranges (10-40 and 10-45); Holding, Hooking and
//!   Tripping are called about half as often.
//!
//! # Shot results (lower left of every card)
//! Any card may be drawn to resolve a shot, so all 64 carry both results. These columns were
//! tuned against real-hockey numbers (shared/rules/calibration.md) with the realism lab
//! (`cargo run --profile bench-native --bin realism_icih`): Medium-vs-Medium games land in
//! every band (goals, shots, save percentage, power plays, penalty minutes, overtime and
//! shootout shares). Only the data was tuned, never the rules.
//! - Inside shots: 9 Goal!, 3 Super Save!, 19 Save - DEF, 5 Wide - DEF, 6 Save - OFF,
//!   11 Save - FO, 8 Save - REBOUND, 2 posts, 1 crossbar.
//! - Outside shots: exactly 2 Goal! (#34 and #58), 2 Super Save!, 13 Save - DEF, 7 Wide - DEF,
//!   13 Save - OFF, 9 Save - FO, 15 Save - REBOUND, 2 posts, 1 crossbar.
//! - Why so many rebounds and Save - OFF on point shots: the first tuning pass gave about 23
//!   shots per team per game and a .874 save percentage. Real teams get about 30 shots at
//!   .903. The cure was more shots that seldom score: point shots that keep the puck in the zone
//!   or give up a rebound, and fewer shots wide of the net (they are not shots on goal).
//! - No card has Goal! in both columns, so a major penalty's double reading never scores twice
//!   off one card.
//! - [PPG!] sits on 4 results (#11 and #36 outside, #24 and #51 inside) and [SHG!] on 2 (#17
//!   inside, #62 outside), always beside a save: a bracket beside a wide shot or a post would
//!   make no sense, and never beside Goal!. Power plays then convert about 23% of the time.
//!
//! # H/V section
//! - Odd IDs read H and even IDs V, with four pairs swapped (3/4, 29/30, 49/50, 59/60). That
//!   keeps every letter the facts name and gives 32 H and 32 V, with both letters about
//!   equally common inside the ID ranges other checks use (1-9, 10-40), so no check favours a
//!   side. The rules' picture of Muscled Off the Puck sits beside an "H" and an ID "#51"
//!   (the appendix says #50), so both #50 and #51 read H.
//! - Extras: "Penalty 10-40" on 6 cards (#25 and five more), "Offside" on 4, "Fight" on 1 (a
//!   Big Hit!, since a big hit is what starts most fights). Cards whose H/V section the
//!   rulebook shows (#26, #48, #63) keep it plain.

use super::cards::{
    Bracket, CardDef, HvExtra, IdRange, Kind, Next, Shot, ShotResult, Special, Stop, Zones,
};
use crate::engine::{ByTeam, Team};

/// Every card ID, in deck order.
pub const ALL_IDS: std::ops::RangeInclusive<u8> = 1..=64;

/// Fight! (#64): the ID ranges printed on the card. An ID in neither range is a draw.
pub const FIGHT_WINNER: ByTeam<IdRange> = ByTeam {
    home: IdRange::new(1, 21),
    away: IdRange::new(22, 42),
};

/// The card with this ID. Panics if `id` is not in 1..=64.
pub fn card(id: u8) -> &'static CardDef {
    assert!(
        ALL_IDS.contains(&id),
        "Ice Cold Ice Hockey has no card #{id}: IDs run from 1 to 64"
    );
    &DECK[usize::from(id) - 1]
}

// ---- Short names so the table below reads like the cards ----

const PASS: Kind = Kind::Pass;
const SKATE: Kind = Kind::Skate;
const SHOT: Kind = Kind::InsideShot;
/// Red "D".
const D: Kind = Kind::Defence;
/// "D" with a "P": possible penalty.
const DP: Kind = Kind::DefencePenalty;
/// "D" with an "S": steal the puck.
const DS: Kind = Kind::DefenceSteal;
/// Red triangle: Puck Kept In at the Point.
const PKI: Kind = Kind::PuckKeptIn;
const OSB: Kind = Kind::OutsideShotBlocked;
const ISB: Kind = Kind::InsideShotBlocked;

const DZ: Zones = Zones::DZ;
const CI: Zones = Zones::CI;
const OZ: Zones = Zones::OZ;
const DZ_CI: Zones = Zones::DZ_CI;
const CI_OZ: Zones = Zones::CI_OZ;
const ANY: Zones = Zones::ANY;

const GAIN: Stop = Stop::GainControl;
const LOOSE: Stop = Stop::LoosePuck;

const GOAL: Shot = Shot::plain(ShotResult::Goal);
const SUPER: Shot = Shot::plain(ShotResult::SuperSave);
const S_DEF: Shot = Shot::plain(ShotResult::SaveDef);
const W_DEF: Shot = Shot::plain(ShotResult::WideDef);
const S_OFF: Shot = Shot::plain(ShotResult::SaveOff);
const S_FO: Shot = Shot::plain(ShotResult::SaveFaceOff);
const S_REB: Shot = Shot::plain(ShotResult::SaveRebound);
const POST: Shot = Shot::plain(ShotResult::HitPost);
const XBAR: Shot = Shot::plain(ShotResult::HitCrossbar);

const H: Team = Team::Home;
const V: Team = Team::Away;

const PENALTY: HvExtra = HvExtra::Penalty;
const FIGHT: HvExtra = HvExtra::Fight;
const OFFSIDE: HvExtra = HvExtra::Offside;

/// A shot result with [PPG!] beside it.
const fn ppg(shot: Shot) -> Shot {
    Shot {
        result: shot.result,
        bracket: Some(Bracket::PowerPlayGoal),
    }
}

/// A shot result with [SHG!] beside it.
const fn shg(shot: Shot) -> Shot {
    Shot {
        result: shot.result,
        bracket: Some(Bracket::ShortHandedGoal),
    }
}

/// The upper-right icons, written as four positions "SPID" (Skate, Pass, I/S crosshairs,
/// red D) with `-` for an absent icon: "S--D" is a Skate or a defensive card, "----" nothing.
const fn icons(spec: &str) -> Next {
    let b = spec.as_bytes();
    assert!(
        b.len() == 4,
        "next-icons need four positions, e.g. \"SP-D\""
    );
    Next::new(
        flag(b[0], b'S'),
        flag(b[1], b'P'),
        flag(b[2], b'I'),
        flag(b[3], b'D'),
    )
}

const fn flag(got: u8, letter: u8) -> bool {
    if got == letter {
        true
    } else if got == b'-' {
        false
    } else {
        panic!("bad next-icon letter (positions are S, P, I, D; `-` for none)")
    }
}

/// A card under construction; `.hv(..)` finishes it.
#[derive(Clone, Copy)]
struct Row(CardDef);

/// An offensive card (Pass, Skate, Inside Shot): it never stops play.
const fn off(id: u8, kind: Kind, zones: Zones, next: &str, advance: u8) -> Row {
    Row(CardDef {
        id,
        kind,
        zones,
        next: icons(next),
        advance,
        stop: Stop::None,
        special: Special::None,
        momentum: 0,
        title: "",
        flavour: "",
        os: S_DEF,
        is: S_DEF,
        hv: H,
        hv_extra: HvExtra::None,
        penalty: None,
        major: None,
    })
}

/// A defensive, shot-blocking or Puck-Kept-In card: it stops the puck; it never moves it.
const fn def(id: u8, kind: Kind, zones: Zones, stop: Stop, next: &str) -> Row {
    let mut row = off(id, kind, zones, next, 0);
    row.0.stop = stop;
    row
}

impl Row {
    const fn special(mut self, special: Special) -> Row {
        self.0.special = special;
        self
    }

    const fn momentum(mut self, cards: u8) -> Row {
        self.0.momentum = cards;
        self
    }

    /// A check ID in `low..=high` is a minor penalty on the card's player.
    const fn penalty(mut self, low: u8, high: u8) -> Row {
        self.0.penalty = Some(IdRange::new(low, high));
        self
    }

    /// A check ID in `low..=high` is a major penalty instead.
    const fn major(mut self, low: u8, high: u8) -> Row {
        self.0.major = Some(IdRange::new(low, high));
        self
    }

    const fn says(mut self, title: &'static str, flavour: &'static str) -> Row {
        self.0.title = title;
        self.0.flavour = flavour;
        self
    }

    const fn shots(mut self, os: Shot, is: Shot) -> Row {
        self.0.os = os;
        self.0.is = is;
        self
    }

    /// The H/V letter, with nothing beside it.
    const fn hv(self, team: Team) -> CardDef {
        self.hv_with(team, HvExtra::None)
    }

    /// The H/V letter with "Penalty 10-40", "Fight" or "Offside" beside it.
    const fn hv_with(mut self, team: Team, extra: HvExtra) -> CardDef {
        self.0.hv = team;
        self.0.hv_extra = extra;
        self.0
    }
}

/// The action deck, by ID: `DECK[i].id == i + 1`.
///
/// Each row: `off(id, kind, zones, next icons, advance)` or `def(id, kind, zones, stop, next
/// icons)`, then any special rule, the main and flavour text, the OS and IS results, and the
/// H/V letter (with its extra word, if any).
#[rustfmt::skip]
pub static DECK: [CardDef; 64] = [
    //  id  kind   zones  next icons (Skate Pass I/S D)  advance
    // ---------------------------------------------------------------- 1-32: Pass and Skate
    // #1-#4 are fixed by the rulebook. #2 shows only a red D (the rules say it never leads
    // straight to a shot); #4 is the outlet pass that springs a breakaway.
    off( 1, PASS,  DZ,    "S--D", 1)
        .says("Pass", "Into Center Ice")
        .shots(S_DEF, S_REB).hv(H),
    off( 2, PASS,  DZ,    "SP-D", 2)
        .says("Great Pass", "Stretch pass from behind the net to the far blue line")
        .shots(S_FO, W_DEF).hv(V),
    off( 3, PASS,  DZ,    "----", 0).special(Special::IceThePuck)
        .says("Ice the Puck", "Fired the length of the ice to buy a breather")
        .shots(W_DEF, S_FO).hv(V),
    off( 4, PASS,  DZ,    "--ID", 2).special(Special::Breakaway)
        .says("Breakaway", "Outlet pass springs him behind the defence")
        .shots(S_OFF, S_DEF).hv(H),
    // Ordinary breakouts: a skate out of the corner and a pass up the boards.
    off( 5, SKATE, DZ,    "SP--", 1)
        .says("Skate", "Carries it out from behind his own net")
        .shots(S_OFF, GOAL).hv(H),
    off( 6, PASS,  DZ_CI, "SP-D", 1)
        .says("Pass", "Tape to tape up the boards")
        .shots(S_REB, S_DEF).hv_with(V, PENALTY),
    off( 7, SKATE, CI,    "--ID", 1)
        .says("Skate", "Drives wide around the defenceman")
        .shots(S_OFF, POST).hv(H),
    // Pass Across the Ice #8: the defence-to-defence pass behind your own net, so DZ only and
    // natural (the forechecker is beaten by the pass itself).
    off( 8, PASS,  DZ,    "SP--", 0)
        .says("Pass Across the Ice", "D-to-D behind the net to shake the forechecker")
        .shots(S_OFF, S_REB).hv(V),
    off( 9, SKATE, CI_OZ, "-PID", 1)
        .says("Skate", "Dangles through the neutral zone")
        .shots(S_REB, GOAL).hv_with(H, OFFSIDE),
    off(10, PASS,  OZ,    "SP-D", 1)
        .says("Pass", "Down low to the half-wall")
        .shots(W_DEF, S_OFF).hv(V),
    off(11, SKATE, DZ_CI, "SP--", 1)
        .says("Skate", "Picks up speed through the middle")
        .shots(ppg(S_DEF), S_DEF).hv(H),
    // #12 must be playable at CI with crosshairs (Example 1): a skate that splits the defence
    // at the blue line.
    off(12, SKATE, CI_OZ, "--ID", 1)
        .says("Skate", "Splits the defence at the blue line")
        .shots(S_REB, SUPER).hv(V),
    // Pass Across the Ice #13: anywhere, and the defence may still jump it.
    off(13, PASS,  ANY,   "SP-D", 0)
        .says("Pass Across the Ice", "Swings it over to the weak side")
        .shots(S_REB, S_FO).hv(H),
    // #14, #22, #28: the three natural set-up cards (crosshairs, no red D).
    off(14, PASS,  CI_OZ, "--I-", 1)
        .says("Pass", "Threads it through the seam")
        .shots(S_REB, GOAL).hv(V),
    // #15: a CI pass with a red D that Example 1 answers with a poke check; H per the rules.
    off(15, PASS,  CI,    "S--D", 1)
        .says("Pass", "Hits the winger in stride at the red line")
        .shots(S_OFF, S_OFF).hv(H),
    off(16, SKATE, DZ,    "SP--", 1)
        .says("Skate", "Wheels out of the corner untouched")
        .shots(S_REB, S_REB).hv(V),
    // Pass Across the Ice #17: CI or OZ, buying time for the card you need.
    off(17, PASS,  CI_OZ, "SP-D", 0)
        .says("Pass Across the Ice", "Cross-ice feed to the open man")
        .shots(POST, shg(S_DEF)).hv(H),
    off(18, SKATE, OZ,    "-PID", 1)
        .says("Skate", "Walks out from the corner")
        .shots(W_DEF, S_DEF).hv(V),
    off(19, PASS,  DZ_CI, "SP-D", 1)
        .says("Pass", "Quick breakout pass up the middle")
        .shots(S_REB, GOAL).hv_with(H, PENALTY),
    // #20: the OZ set-up of Example 2 (dump in, #20, then #33).
    off(20, PASS,  OZ,    "--ID", 1)
        .says("Pass", "Feeds the slot from behind the net")
        .shots(S_OFF, S_FO).hv(V),
    // #21: the Skate breakaway; it may also go on with a pass (a two-on-one).
    off(21, SKATE, DZ,    "-PID", 2).special(Special::Breakaway)
        .says("Breakaway", "Jumps the lane at his own blue line and he is gone")
        .shots(SUPER, S_DEF).hv(H),
    off(22, SKATE, CI,    "--I-", 1)
        .says("Skate", "Flies through centre with a step on everyone")
        .shots(S_FO, S_REB).hv_with(V, OFFSIDE),
    off(23, PASS,  OZ,    "-PID", 1)
        .says("Pass", "Low to high and back down low")
        .shots(S_DEF, GOAL).hv(H),
    off(24, SKATE, ANY,   "SP--", 1)
        .says("Skate", "Protects the puck and drives ahead")
        .shots(S_DEF, ppg(S_DEF)).hv(V),
    // #25: H and "Penalty 10-40" per the rules' multiple-penalty example.
    off(25, PASS,  DZ_CI, "SP-D", 1)
        .says("Pass", "Chips it past the pinching defenceman")
        .shots(S_REB, S_DEF).hv_with(H, PENALTY),
    // #26: the rules' anatomy card, all of it fixed except the follow-up (a pass, so that a
    // two-card rush out of the DZ is possible).
    off(26, SKATE, DZ_CI, "-P-D", 1)
        .says("Skate", "Across the Blue Line")
        .shots(S_REB, S_OFF).hv(V),
    off(27, PASS,  CI_OZ, "--ID", 1)
        .says("Pass", "Drop pass to the trailer")
        .shots(S_DEF, S_FO).hv(H),
    off(28, SKATE, OZ,    "-PI-", 1)
        .says("Skate", "Cuts hard to the front of the net")
        .shots(S_OFF, W_DEF).hv(V),
    off(29, PASS,  DZ,    "S--D", 1)
        .says("Pass", "Rims it around the boards to the winger")
        .shots(W_DEF, XBAR).hv(V),
    off(30, SKATE, CI,    "SP--", 1)
        .says("Skate", "Gains the line with speed")
        .shots(S_FO, S_FO).hv_with(H, OFFSIDE),
    off(31, PASS,  OZ,    "--ID", 1)
        .says("Pass", "Fakes the point shot and slides it down low")
        .shots(S_OFF, S_DEF).hv(H),
    off(32, SKATE, CI_OZ, "SP--", 1)
        .says("Skate", "Curls at the blue line and finds room")
        .shots(S_OFF, S_OFF).hv(V),

    // ---------------------------------------------------------------- 33-41: Inside Shot
    // OZ only; nothing follows a shot (its result decides), except #39 and #40, which a
    // possible-penalty card may answer.
    off(33, SHOT,  OZ,    "----", 0)
        .says("Inside Shot", "Quick release from the slot")
        .shots(S_REB, S_DEF).hv(H),
    off(34, SHOT,  OZ,    "----", 0)
        .says("Inside Shot!", "Top shelf over the glove")
        .shots(GOAL, S_REB).hv(V),
    off(35, SHOT,  OZ,    "----", 0)
        .says("One-Timer", "Hammers the cross-ice feed")
        .shots(S_REB, S_REB).hv(H),
    off(36, SHOT,  OZ,    "----", 0)
        .says("Wrist Shot", "Picks his corner from the hash marks")
        .shots(ppg(S_FO), S_FO).hv(V),
    off(37, SHOT,  OZ,    "----", 0)
        .says("Backhander", "Roofs it on the backhand")
        .shots(S_DEF, GOAL).hv(H),
    off(38, SHOT,  OZ,    "----", 0)
        .says("Tip-In", "Screens the goalie and gets a stick on it")
        .shots(S_OFF, S_DEF).hv_with(V, PENALTY),
    off(39, SHOT,  OZ,    "---D", 0).special(Special::PenaltyShotRisk)
        .says("Inside Shot", "Cuts across the crease with a man draped on him")
        .shots(XBAR, S_DEF).hv(H),
    off(40, SHOT,  OZ,    "---D", 0).special(Special::PenaltyShotRisk)
        .says("Inside Shot", "Bulls his way to the net through traffic")
        .shots(S_DEF, SUPER).hv(V),
    off(41, SHOT,  OZ,    "----", 0)
        .says("Wraparound", "Tucks it around the post")
        .shots(S_REB, S_FO).hv(H),

    //  id  kind   zones  stop   next icons (Skate Pass I/S D)
    // ---------------------------------------------------------------- 42-61: defence
    // Big Hit! (+2 momentum): loose pucks, since the hitter rarely comes away with it.
    def(42, D,     CI_OZ, LOOSE, "----").momentum(2)
        .says("Big Hit!", "Caught with his head down at the blue line")
        .shots(S_FO, W_DEF).hv_with(V, FIGHT),
    def(43, D,     ANY,   LOOSE, "----").momentum(2)
        .says("Big Hit!", "Lays him out and the building comes alive")
        .shots(S_DEF, GOAL).hv(H),
    // Cheap Shot: minor on 10-45 (slightly wider than Slashing), major on 60-64.
    def(44, DP,    ANY,   Stop::StopPlay, "----").penalty(10, 45).major(60, 64)
        .says("Cheap Shot", "A late elbow well away from the puck")
        .shots(S_REB, S_REB).hv(V),
    // #45: the body check of Example 3, in the holder's DZ.
    def(45, D,     DZ,    LOOSE, "----")
        .says("Body Check", "Drives him into the end boards")
        .shots(SUPER, S_DEF).hv(H),
    // Minor penalties: none in the holder's OZ (see the module notes). Ranges of 15-17 IDs,
    // about half as likely to be called as Slashing.
    def(46, DP,    DZ,    LOOSE, "----").penalty(20, 34)
        .says("Holding", "Grabs a fistful of jersey in front of the net")
        .shots(S_DEF, POST).hv(V),
    def(47, DP,    DZ_CI, LOOSE, "----").penalty(18, 33)
        .says("Hooking", "Rides the stick around his waist")
        .shots(S_FO, S_DEF).hv(H),
    // #48: fixed by the rules; the point man may carry it in or move it on.
    def(48, PKI,   OZ,    GAIN,  "SP--")
        .says("Puck Kept In at the Point", "Knocks the clearing attempt down at the line")
        .shots(S_OFF, S_DEF).hv(V),
    // #49 Poke Check at CI and in the holder's OZ (Example 1: "Pickpocket", and Bob would
    // rather keep it for his OZ); #56 below steals in the OZ too. Rules version 1 played it at
    // CI only (Icih::zones_of).
    def(49, DS,    CI_OZ, GAIN,  "SP--")
        .says("Poke Check", "Pickpocket! Stolen clean at the red line")
        .shots(W_DEF, S_OFF).hv(V),
    // #50: fixed by the rules; its red D lets the puck carrier fight back.
    def(50, D,     CI,    GAIN,  "SP-D")
        .says("Muscled Off the Puck", "Wins the battle along the boards")
        .shots(W_DEF, S_FO).hv(H),
    // #51-#61 (less the penalty and steal cards): ordinary defence, spread over every zone so
    // each part of the ice has gain-control and loose-puck answers. #51 (Pass only) and #53
    // (Skate only) are the scrambles where the puck comes out but not cleanly.
    def(51, D,     DZ,    GAIN,  "-P--")
        .says("Stick Lift", "Lifts his stick in the slot and moves it out")
        .shots(S_FO, ppg(S_DEF)).hv(H),
    def(52, D,     CI_OZ, LOOSE, "----")
        .says("Hip Check", "Sends him cartwheeling at the blue line")
        .shots(S_DEF, GOAL).hv_with(V, PENALTY),
    // #53: gain control, but only a Skate may follow (the rules say so).
    def(53, D,     DZ_CI, GAIN,  "S---")
        .says("Intercepted", "Reads the play and jumps the passing lane")
        .shots(S_REB, W_DEF).hv(H),
    def(54, DP,    CI,    LOOSE, "----").penalty(22, 38)
        .says("Tripping", "Sweeps his skates out from under him")
        .shots(S_FO, SUPER).hv(V),
    def(55, D,     OZ,    LOOSE, "----")
        .says("Finishes the Check", "Forechecker pins him behind his own net")
        .shots(S_OFF, S_FO).hv(H),
    // #56: steals in the holder's OZ and leads straight to an inside shot (Example 3).
    def(56, DS,    OZ,    GAIN,  "--I-")
        .says("Steal the Puck", "Picks off the breakout pass at the point")
        .shots(S_REB, S_DEF).hv(V),
    // Slashing: anywhere, the widest minor range (10-40) with Cheap Shot's.
    def(57, DP,    ANY,   LOOSE, "----").penalty(10, 40)
        .says("Slashing", "A two-hander across the wrists")
        .shots(S_FO, GOAL).hv(H),
    def(58, D,     OZ,    GAIN,  "SP--")
        .says("Pinch", "The defenceman steps down the wall and wins it")
        .shots(GOAL, S_DEF).hv(V),
    def(59, D,     ANY,   GAIN,  "SP--")
        .says("Takeaway", "Strips him clean and heads the other way")
        .shots(S_DEF, S_REB).hv_with(V, OFFSIDE),
    def(60, D,     DZ,    LOOSE, "----")
        .says("Sweep Check", "Goes down to knock it off his stick")
        .shots(POST, W_DEF).hv_with(H, PENALTY),
    def(61, D,     DZ_CI, GAIN,  "SP--")
        .says("Backcheck", "Hustles back and lifts his stick from behind")
        .shots(W_DEF, S_DEF).hv(H),

    // ---------------------------------------------------------------- 62-64: blocks, Fight!
    def(62, OSB,   DZ,    LOOSE, "----")
        .says("O/S Blocked", "Drops to one knee and eats the slapper")
        .shots(shg(S_DEF), S_OFF).hv(V),
    def(63, ISB,   DZ,    LOOSE, "----")
        .says("I/S Blocked", "Sprawls across the slot to get a piece of it")
        .shots(S_DEF, S_FO).hv(H),
    def(64, D,     ANY,   Stop::Fight, "----")
        .says("Fight!", "The gloves are off")
        .shots(S_OFF, S_FO).hv(V),
];
