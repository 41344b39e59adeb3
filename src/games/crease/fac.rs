//! The 200 Fast Action Cards (D4-D24), as data. The rulebook's card list did not survive; this
//! deck is ours, built to every fact the text gives and to the inventory's readings.
//!
//! Each card is read as one card, front and back together (D5, A2), so a card here carries
//! every section. What is on each side (A1) only matters for the table's display:
//! - front: PASS TO position (and the second position), its stops, the SHOT number, the REB
//!   result, the PEN number, LOOSE PUCK, BREAKAWAY;
//! - back: the PASS TO number, the SHOT stops, the REB number, the PEN names, FO, DUMP IN, AST
//!   and SHOOTOUT.
//!
//! # Composition (A4, A5, A8), and why
//! - PASS TO numbers: each of 1-40 once on each receiving slot's 40 cards, REB numbers 1-40 five
//!   times, so a skater's 1-40 section is read with even odds. SHOT numbers: each of 1-100 twice (goalie columns are read with
//!   even odds).
//! - PASS TO positions: 40 each. The card builder gives each skater one reading in five of his
//!   team's while he is on the ice, and his card's sections (not the deck) say how much he
//!   shoots. The second position is always another slot.
//! - PASS TO stops, at most two a card, checked in printed order (A5): FORCED DUMP IN IF 25,
//!   TAKEAWAY IF 20, LOOSE PUCK IF 20, INTERCEPTION IF 10, PENALTY IF 40, dealt alike onto each
//!   receiving slot's 40 cards (23 stops on 20 of them), and each slot's cards carry every PASS
//!   TO number once: a fixed deck dealt at random gave the right wing's cards more stops and the
//!   centre's higher numbers, and the centres shot a quarter less than their cards said.
//!   Single thresholds average 5 on 1-9, so a rating r passes about r/9 of them (the card
//!   builder assumes it); interceptions need 9 or 13 (two DEF ratings summed). With the
//!   league's ratings about one reading in five is stopped (A41). PENALTY IF on 20% of cards is
//!   the card builder's `PENALTY_IF_SHARE`.
//! - SHOT stops: WIDE SHOT IF 30, BLOCKED IF 40, thresholds over 1-9: about one shot in seven
//!   is stopped (the builder's `ON_GOAL` 0.85).
//! - REB: the defending side's player 84 cards, the shooting side's 40, a battle 76.
//! - LOOSE PUCK: a named player 110, a battle 80, `FO: INJ?` 10.
//! - DUMP IN: the goalie leaves it for a D 50, a D chases it down 50, the goalie covers 30, a
//!   battle 70.
//! - BREAKAWAY: no break 130, a forward breaks if BRK >= 3-9 on 66, no break / penalty shot? 4
//!   (about one penalty shot in 20 games, as in the NHL).
//! - AST: a rank on 140 (high 56, 2nd high 42, 3rd high 28, low 7, lowest 7), a position with a
//!   1-9 number on 60. The AST rating is ten times a player's assists a game, so a position
//!   check passes about in proportion to his assists and the ranks share them out roughly as
//!   real assists are (40/30/20/10 among the four skaters who can get one); about 1.7 assists a
//!   goal.
//! - PEN: the numbers 1-38 five times each (190 cards), `GOALIE PENALTY ?` on 10 (D27). The
//!   variants: plain 142, + MINOR IF MAJOR 12, DOUBLE MINOR 8, + OPP PEN # OR HIGHER 12, + OPP 6,
//!   + HIGHEST OPP 10.
//! - PEN names: a minor and a major on every card; about a third of the majors are
//!   `Fighting (#)` with # on 1-38 (A25); several names carry `INJ?`.
//! - FO: a position (plus 0-3) and the comma team on 180 cards; KO HOME, KO VIS, KO HIGH and
//!   KO LOW five each.
//! - SHOOTOUT: the numbers 1-90 twice (180 cards), commentary alone on 20, so a shooter with a
//!   target of T (up to 90) scores with odds T/100.
//! - Strategy notes (A39), on some sections only: PASS TO `FC3: PASS→AST` on 24 cards and
//!   `FC0-1: AST→PASS` on 24; a marked stop moves its threshold by one by the defending team's
//!   FC (dump in and wide/block: FC 3 +1, FC 0-1 -1; takeaway the other way) or PHY (LOOSE PUCK
//!   IF and PENALTY IF: HIGH -1, LOW +1); a marked BREAKAWAY threshold moves by the breaking
//!   team's FC (FC 3 -1, FC 0-1 +1). About half of each kind of stop is marked.
//! - From rules version 4, SHOT `FC0-1: WIDE` on 28 cards: a team sitting back gets fewer shots
//!   through ("the number of forecheckers directly affects your offense and defense"), so
//!   sitting back on a lead costs the leader more goals than it saves, as in the NHL.
//!
//! The cards are laid out once by a fixed seed (the order of a printed deck); the game shuffles
//! their order. Changing anything here changes games: bump the engine's RULES_VERSION.

use super::Slot;
use crate::engine::GameRng;
use std::sync::OnceLock;

/// Cards in the deck (D4).
pub const CARDS: usize = 200;

/// Whose player a result names (D14, D16): the home or visiting team's, or the side with the
/// puck (offence) or without it (defence).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Home,
    Vis,
    Off,
    Def,
}

impl Side {
    pub fn code(self) -> &'static str {
        match self {
            Side::Home => "HOME",
            Side::Vis => "VIS",
            Side::Off => "OFF",
            Side::Def => "DEF",
        }
    }
}

/// A stop under PASS TO (D10). Slots name the defending team's players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopKind {
    ForcedDumpIn(Slot),
    Takeaway(Slot),
    LoosePuck(Slot),
    Interception(Slot, Slot),
    Penalty(Slot),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stop {
    pub kind: StopKind,
    pub threshold: u8,
    /// The strategy note applies to this stop (A39).
    pub strategy: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShotStopKind {
    Wide(Slot),
    Blocked(Slot),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShotStop {
    pub kind: ShotStopKind,
    pub threshold: u8,
    pub strategy: bool,
}

/// Who gets a rebound or a loose puck (D14, D16). In a battle the offence's player at `off`
/// meets the defence's at `def`, each adding his plus to his LP.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    Player(Side, Slot),
    Battle {
        off: Slot,
        off_plus: u8,
        def: Slot,
        def_plus: u8,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LoosePuck {
    Claim(Claim),
    /// The puck is frozen; the player is checked for injury (D16, A28).
    FaceOffInjury(Side, Slot),
}

/// The DUMP IN section (D17), read from the defending team's side: it gets the puck unless a
/// battle goes the other way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DumpIn {
    GoalieLeavesFor(Slot),
    DefenceChases(Slot),
    GoalieCovers,
    Battle {
        off: Slot,
        off_plus: u8,
        def: Slot,
        def_plus: u8,
    },
}

/// The BREAKAWAY section (D18): the slot is the team that won the puck's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Breakaway {
    NoBreak(Slot),
    BreakIf {
        slot: Slot,
        threshold: u8,
        strategy: bool,
    },
    PenaltyShot(Slot),
}

/// The AST section (D19): a rank by AST rating (1 = high; `LOWEST` = 0), or a position with a
/// number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssistCheck {
    Rank(u8),
    Position(Slot, u8),
}

/// The AST rank word for a rank number.
pub fn rank_word(rank: u8) -> &'static str {
    match rank {
        0 => "LOWEST",
        1 => "HIGH",
        2 => "2ND HIGH",
        3 => "3RD HIGH",
        _ => "LOW",
    }
}

/// What follows the PEN number (D20).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PenaltyVariant {
    Plain,
    MinorIfMajor,
    DoubleMinor,
    OppPenAtLeast(u8),
    Opp,
    HighestOpp,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PenaltyCheck {
    Number(u8, PenaltyVariant),
    GoaliePenalty,
}

impl PenaltyCheck {
    /// The plain 1-38 number, for injury checks (R94).
    pub fn number(self) -> Option<u8> {
        match self {
            PenaltyCheck::Number(n, _) => Some(n),
            PenaltyCheck::GoaliePenalty => None,
        }
    }
}

/// A penalty's name on the back (D21): `injury` marks `INJ?`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PenaltyName {
    pub name: &'static str,
    pub injury: bool,
    /// `Fighting (#)`: the number for the misconduct check (R75).
    pub fighting: Option<u8>,
}

/// The FO section (D22).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaceOff {
    /// `POS +N, H/V`: `home_on_tie` is the comma team.
    Win {
        slot: Slot,
        plus: u8,
        home_on_tie: bool,
    },
    KoHome,
    KoVis,
    KoHigh,
    KoLow,
}

/// A strategy note on the SHOT section (A39, rules version 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShotNote {
    /// With the shooting team at FC 0-1, a shot that would be read goes wide: too few skaters
    /// forward to get it through.
    FcLowWide,
}

/// Cards whose SHOT section carries `FC0-1: WIDE` (rules version 4). With 28, a team sitting
/// back all game against FC 2 scores about 0.79 goals a game fewer and gives up about 0.14
/// fewer (10,000 games, no pulled goalies; docs/crease-readings.md): a price worth paying only
/// to protect a lead, as NHL teams do. Fewer notes (16) left games past regulation at the
/// band's floor once the cards were refitted.
pub const SHOT_NOTES: usize = 28;

/// A strategy note on the PASS TO section (A39).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PassNote {
    /// With the attacking team at FC 3, a PASS result becomes an AST pass.
    Fc3PassToAst,
    /// With the attacking team at FC 0-1, an AST result becomes a plain PASS.
    FcLowAstToPass,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShootoutResult {
    Number(u8),
    Commentary(&'static str),
}

/// One Fast Action Card, front and back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fac {
    /// 1-200, the card's printed number.
    pub number: u8,
    pub pass_to: Slot,
    pub pass_alt: Slot,
    pub stops: [Option<Stop>; 2],
    pub pass_note: Option<PassNote>,
    pub pass_number: u8,
    pub shot_number: u8,
    pub shot_stop: Option<ShotStop>,
    pub rebound: Claim,
    pub rebound_number: u8,
    pub loose_puck: LoosePuck,
    pub dump_in: DumpIn,
    pub breakaway: Breakaway,
    pub assist: AssistCheck,
    pub penalty: PenaltyCheck,
    pub minor: PenaltyName,
    pub major: PenaltyName,
    pub face_off: FaceOff,
    pub shootout: ShootoutResult,
    /// Read from rules version 4 on (older games play the card as if it were blank here).
    pub shot_note: Option<ShotNote>,
}

/// The deck, card 1 first.
pub fn deck() -> &'static [Fac; CARDS] {
    static DECK: OnceLock<Box<[Fac; CARDS]>> = OnceLock::new();
    DECK.get_or_init(build)
}

/// The card with printed number `n` (1-200).
pub fn card(n: u8) -> &'static Fac {
    &deck()[usize::from(n.clamp(1, CARDS as u8)) - 1]
}

const LAYOUT_SEED: u64 = 0x1C_2006;

const MINORS: [(&str, bool); 12] = [
    ("Hooking", false),
    ("Tripping", false),
    ("Holding", false),
    ("Interference", false),
    ("Slashing", false),
    ("Roughing INJ?", true),
    ("High-sticking INJ?", true),
    ("Cross-checking", false),
    ("Holding the stick", false),
    ("Elbowing INJ?", true),
    ("Delay of game", false),
    ("Boarding INJ?", true),
];

const MAJORS: [(&str, bool); 6] = [
    ("Boarding INJ?", true),
    ("Charging INJ?", true),
    ("Elbowing INJ?", true),
    ("Cross-checking INJ?", true),
    ("High-sticking INJ?", true),
    ("Slashing", false),
];

const COMMENTARY: [&str; 5] = [
    "Shot over the bar",
    "Poke-checked at the blue paint",
    "Pad save, stays down",
    "Loses the handle on the deke",
    "Rings it off the post",
];

/// `count` values of `f(k)` for k in 0..count, appended.
fn fill<T>(out: &mut Vec<T>, count: usize, f: impl Fn(usize) -> T) {
    out.extend((0..count).map(f));
}

/// A column of 200 values made from (count, maker) groups, shuffled by the layout rng.
fn column<T>(rng: &mut GameRng, groups: Vec<Vec<T>>) -> Vec<T> {
    let mut all: Vec<T> = groups.into_iter().flatten().collect();
    assert_eq!(all.len(), CARDS, "every FAC column holds 200 values");
    rng.shuffle(&mut all);
    all
}

/// Thresholds spread over `low..=high`, in turn.
fn spread(k: usize, low: u8, high: u8) -> u8 {
    low + (k % usize::from(high - low + 1)) as u8
}

const SKATERS: [Slot; 5] = Slot::SKATERS;

struct PassPart {
    to: Slot,
    alt: Slot,
    number: u8,
    stops: [Option<Stop>; 2],
}

/// The 23 stops of one receiving slot's 40 cards, the same mix for every slot: FORCED DUMP IN
/// IF 5, TAKEAWAY IF 4, LOOSE PUCK IF 4, INTERCEPTION IF 2, PENALTY IF 8. Thresholds average 5
/// on 1-9 (a rating r passes about r/9 of them). The defenders named turn with `turn` (the
/// receiving slot), so over the deck each defending slot meets every threshold alike. About
/// half are marked for strategies.
fn slot_stops(turn: usize) -> Vec<Stop> {
    let mut stops = Vec::new();
    let mut add = |defenders: &[Slot], thresholds: &[u8], kind: fn(Slot) -> StopKind| {
        for (k, &threshold) in thresholds.iter().enumerate() {
            stops.push(Stop {
                kind: kind(defenders[(k + turn) % defenders.len()]),
                threshold,
                strategy: k % 2 == turn % 2,
            });
        }
    };
    let dump_in_defenders = [Slot::LD, Slot::RD, Slot::C, Slot::LD, Slot::RD];
    add(&dump_in_defenders, &[2, 4, 5, 6, 8], StopKind::ForcedDumpIn);
    add(&SKATERS, &[2, 4, 6, 8], StopKind::Takeaway);
    add(&SKATERS, &[3, 4, 6, 7], StopKind::LoosePuck);
    add(&SKATERS, &[1, 2, 3, 4, 6, 7, 8, 9], StopKind::Penalty);
    let pairs = [
        (Slot::LD, Slot::C),
        (Slot::RD, Slot::LW),
        (Slot::LD, Slot::RW),
        (Slot::RD, Slot::C),
        (Slot::LD, Slot::RD),
    ];
    for (k, threshold) in [9, 13].into_iter().enumerate() {
        let (a, b) = pairs[(k + turn) % pairs.len()];
        stops.push(Stop {
            kind: StopKind::Interception(a, b),
            threshold,
            strategy: false,
        });
    }
    stops
}
const FORWARDS: [Slot; 3] = [Slot::LW, Slot::C, Slot::RW];
const DEFENCE: [Slot; 2] = [Slot::LD, Slot::RD];

fn build() -> Box<[Fac; CARDS]> {
    let mut rng = GameRng::from_seed(LAYOUT_SEED);

    // PASS TO: each slot's 40 cards carry every 1-40 number once and the same mix of stops,
    // so no receiver meets a luckier or harder part of the deck than another.
    let mut pass_parts: Vec<PassPart> = Vec::new();
    for (turn, to) in SKATERS.into_iter().enumerate() {
        let others: Vec<Slot> = SKATERS.into_iter().filter(|&s| s != to).collect();
        let mut numbers: Vec<u8> = (1..=40).collect();
        rng.shuffle(&mut numbers);
        let mut stops = slot_stops(turn);
        rng.shuffle(&mut stops);
        // 17 cards take one stop and 3 take two: 23 stops on 20 of the 40 cards.
        let mut dealt = stops.into_iter();
        for (k, number) in numbers.into_iter().enumerate() {
            let mut card_stops = [None, None];
            if k < 20 {
                card_stops[0] = dealt.next();
            }
            if k < 3 {
                card_stops[1] = dealt.next();
            }
            pass_parts.push(PassPart {
                to,
                alt: others[k % others.len()],
                number,
                stops: card_stops,
            });
        }
        assert!(dealt.next().is_none(), "every stop is dealt");
    }
    rng.shuffle(&mut pass_parts);
    let rebound_number = {
        let mut v = Vec::new();
        fill(&mut v, CARDS, |k| (k % 40) as u8 + 1);
        column(&mut rng, vec![v])
    };
    let shot_number = {
        let mut v = Vec::new();
        fill(&mut v, CARDS, |k| (k % 100) as u8 + 1);
        column(&mut rng, vec![v])
    };

    let pass_note = {
        let mut v = Vec::new();
        fill(&mut v, 24, |_| Some(PassNote::Fc3PassToAst));
        fill(&mut v, 24, |_| Some(PassNote::FcLowAstToPass));
        fill(&mut v, CARDS - 48, |_| None);
        column(&mut rng, vec![v])
    };

    let shot_stop = {
        let mut v = Vec::new();
        fill(&mut v, 30, |k| {
            Some(ShotStop {
                kind: ShotStopKind::Wide(if k % 3 == 2 {
                    FORWARDS[k % 3]
                } else {
                    DEFENCE[k % 2]
                }),
                threshold: spread(k, 1, 9),
                strategy: k % 2 == 0,
            })
        });
        fill(&mut v, 40, |k| {
            Some(ShotStop {
                kind: ShotStopKind::Blocked(if k % 4 == 3 {
                    FORWARDS[k % 3]
                } else {
                    DEFENCE[k % 2]
                }),
                threshold: spread(k, 1, 9),
                strategy: k % 2 == 1,
            })
        });
        fill(&mut v, CARDS - 70, |_| None);
        column(&mut rng, vec![v])
    };

    let battle = |k: usize| Claim::Battle {
        off: SKATERS[k % 5],
        off_plus: if k % 7 == 3 { 1 + (k % 2) as u8 } else { 0 },
        def: SKATERS[(k * 3 + 1) % 5],
        def_plus: if k % 7 == 5 { 1 + (k % 2) as u8 } else { 0 },
    };
    let rebound = {
        let mut v = Vec::new();
        fill(&mut v, 84, |k| {
            let side = if k % 6 == 0 {
                [Side::Home, Side::Vis][k % 2]
            } else {
                Side::Def
            };
            Claim::Player(
                side,
                [Slot::LD, Slot::RD, Slot::C, Slot::LD, Slot::RD][k % 5],
            )
        });
        fill(&mut v, 40, |k| Claim::Player(Side::Off, SKATERS[k % 5]));
        fill(&mut v, 76, battle);
        column(&mut rng, vec![v])
    };
    let loose_puck = {
        let mut v = Vec::new();
        fill(&mut v, 110, |k| {
            let side = [Side::Off, Side::Def, Side::Home, Side::Vis, Side::Def][k % 5];
            LoosePuck::Claim(Claim::Player(side, SKATERS[(k / 5) % 5]))
        });
        fill(&mut v, 80, |k| LoosePuck::Claim(battle(k + 1)));
        fill(&mut v, 10, |k| {
            LoosePuck::FaceOffInjury([Side::Off, Side::Def][k % 2], SKATERS[k % 5])
        });
        column(&mut rng, vec![v])
    };
    let dump_in = {
        let mut v = Vec::new();
        fill(&mut v, 50, |k| DumpIn::GoalieLeavesFor(DEFENCE[k % 2]));
        fill(&mut v, 50, |k| DumpIn::DefenceChases(DEFENCE[k % 2]));
        fill(&mut v, 30, |_| DumpIn::GoalieCovers);
        fill(&mut v, 70, |k| DumpIn::Battle {
            off: FORWARDS[k % 3],
            off_plus: if k % 5 == 0 { 1 } else { 0 },
            def: DEFENCE[k % 2],
            def_plus: if k % 5 == 2 { 1 } else { 0 },
        });
        column(&mut rng, vec![v])
    };
    let breakaway = {
        let mut v = Vec::new();
        fill(&mut v, 130, |k| Breakaway::NoBreak(SKATERS[k % 5]));
        fill(&mut v, 66, |k| Breakaway::BreakIf {
            slot: FORWARDS[k % 3],
            threshold: spread(k, 3, 9),
            strategy: k % 2 == 0,
        });
        fill(&mut v, 4, |k| Breakaway::PenaltyShot(FORWARDS[k % 3]));
        column(&mut rng, vec![v])
    };
    let assist = {
        let mut v = Vec::new();
        // Ranks lean to the high end, as assists do (A20).
        for (rank, count) in [(1, 56), (2, 42), (3, 28), (4, 7), (0, 7)] {
            fill(&mut v, count, |_| AssistCheck::Rank(rank));
        }
        fill(&mut v, 60, |k| {
            AssistCheck::Position(SKATERS[k % 5], spread(k / 5, 1, 9))
        });
        column(&mut rng, vec![v])
    };
    let penalty = {
        let mut v = Vec::new();
        let variants: Vec<PenaltyVariant> = std::iter::empty()
            .chain(std::iter::repeat_n(PenaltyVariant::MinorIfMajor, 12))
            .chain(std::iter::repeat_n(PenaltyVariant::DoubleMinor, 8))
            .chain((0..12).map(|k| PenaltyVariant::OppPenAtLeast(spread(k, 4, 9))))
            .chain(std::iter::repeat_n(PenaltyVariant::Opp, 6))
            .chain(std::iter::repeat_n(PenaltyVariant::HighestOpp, 10))
            .collect();
        fill(&mut v, 190, |k| {
            let variant = variants
                .get(k.wrapping_mul(7) % 190)
                .copied()
                .unwrap_or(PenaltyVariant::Plain);
            PenaltyCheck::Number((k % 38) as u8 + 1, variant)
        });
        fill(&mut v, 10, |_| PenaltyCheck::GoaliePenalty);
        column(&mut rng, vec![v])
    };
    let minor = {
        let mut v = Vec::new();
        fill(&mut v, CARDS, |k| {
            let (name, injury) = MINORS[k % MINORS.len()];
            PenaltyName {
                name,
                injury,
                fighting: None,
            }
        });
        column(&mut rng, vec![v])
    };
    let major = {
        let mut v = Vec::new();
        fill(&mut v, 66, |k| PenaltyName {
            name: "Fighting",
            injury: false,
            fighting: Some(spread(k * 5, 1, 38)),
        });
        fill(&mut v, CARDS - 66, |k| {
            let (name, injury) = MAJORS[k % MAJORS.len()];
            PenaltyName {
                name,
                injury,
                fighting: None,
            }
        });
        column(&mut rng, vec![v])
    };
    let face_off = {
        let mut v = Vec::new();
        fill(&mut v, 180, |k| FaceOff::Win {
            slot: [Slot::LD, Slot::RD, Slot::C, Slot::LW, Slot::RW, Slot::LD][k % 6],
            plus: [0, 0, 1, 0, 2, 0, 3, 1][k % 8],
            home_on_tie: k % 2 == 0,
        });
        fill(&mut v, 5, |_| FaceOff::KoHome);
        fill(&mut v, 5, |_| FaceOff::KoVis);
        fill(&mut v, 5, |_| FaceOff::KoHigh);
        fill(&mut v, 5, |_| FaceOff::KoLow);
        column(&mut rng, vec![v])
    };
    let shootout = {
        let mut v = Vec::new();
        fill(&mut v, 180, |k| ShootoutResult::Number((k % 90) as u8 + 1));
        fill(&mut v, 20, |k| {
            ShootoutResult::Commentary(COMMENTARY[k % COMMENTARY.len()])
        });
        column(&mut rng, vec![v])
    };

    // Drawn last, so every column above lies where it did before rules version 4.
    let shot_note = {
        let mut v = Vec::new();
        fill(&mut v, SHOT_NOTES, |_| Some(ShotNote::FcLowWide));
        fill(&mut v, CARDS - SHOT_NOTES, |_| None);
        column(&mut rng, vec![v])
    };
    let cards: Vec<Fac> = (0..CARDS)
        .map(|i| Fac {
            number: (i + 1) as u8,
            pass_to: pass_parts[i].to,
            pass_alt: pass_parts[i].alt,
            stops: pass_parts[i].stops,
            pass_note: pass_note[i],
            pass_number: pass_parts[i].number,
            shot_number: shot_number[i],
            shot_stop: shot_stop[i],
            rebound: rebound[i],
            rebound_number: rebound_number[i],
            loose_puck: loose_puck[i],
            dump_in: dump_in[i],
            breakaway: breakaway[i],
            assist: assist[i],
            penalty: penalty[i],
            minor: minor[i],
            major: major[i],
            face_off: face_off[i],
            shootout: shootout[i],
            shot_note: shot_note[i],
        })
        .collect();
    Box::new(
        cards
            .try_into()
            .unwrap_or_else(|_| unreachable!("200 cards were built")),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(f: impl Fn(&Fac) -> bool) -> usize {
        deck().iter().filter(|c| f(c)).count()
    }

    #[test]
    fn numbers_are_even() {
        for n in 1..=40u8 {
            assert_eq!(count(|c| c.pass_number == n), 5, "PASS TO {n}");
            assert_eq!(count(|c| c.rebound_number == n), 5, "REB {n}");
        }
        for n in 1..=100u8 {
            assert_eq!(count(|c| c.shot_number == n), 2, "SHOT {n}");
        }
        for n in 1..=38u8 {
            assert_eq!(count(|c| c.penalty.number() == Some(n)), 5, "PEN {n}");
        }
        assert_eq!(count(|c| c.penalty == PenaltyCheck::GoaliePenalty), 10);
    }

    #[test]
    fn composition_matches_the_design() {
        let stops: Vec<Stop> = deck().iter().flat_map(|c| c.stops).flatten().collect();
        assert_eq!(stops.len(), 115);
        let kind = |f: fn(&StopKind) -> bool| stops.iter().filter(|s| f(&s.kind)).count();
        assert_eq!(kind(|k| matches!(k, StopKind::ForcedDumpIn(_))), 25);
        assert_eq!(kind(|k| matches!(k, StopKind::Penalty(_))), 40);
        assert_eq!(kind(|k| matches!(k, StopKind::Interception(..))), 10);
        assert_eq!(count(|c| c.stops[1].is_some()), 15);
        for slot in Slot::SKATERS {
            for n in 1..=40u8 {
                assert_eq!(count(|c| c.pass_to == slot && c.pass_number == n), 1);
            }
        }
        assert_eq!(count(|c| c.pass_to == Slot::C), 40);
        assert!(deck().iter().all(|c| c.pass_alt != c.pass_to));
        assert!(deck().iter().all(|c| c.pass_to != Slot::G));
        assert_eq!(count(|c| c.shot_stop.is_some()), 70);
        assert_eq!(
            count(|c| matches!(c.breakaway, Breakaway::PenaltyShot(_))),
            4
        );
        assert_eq!(
            count(|c| matches!(c.shootout, ShootoutResult::Commentary(_))),
            20
        );
        assert_eq!(count(|c| c.major.fighting.is_some()), 66);
        assert_eq!(count(|c| c.shot_note.is_some()), SHOT_NOTES);
        for (i, c) in deck().iter().enumerate() {
            assert_eq!(usize::from(c.number), i + 1);
        }
    }

    /// D16 (L150-164): the LOOSE PUCK column holds every form the book names: HOME, VIS, OFF
    /// and DEF POS, POS vs POS with and without a plus, and FO: INJ? POS for either side.
    #[test]
    fn d16_the_loose_puck_column_holds_every_form() {
        let claim = |side: Side| {
            count(|c| matches!(c.loose_puck, LoosePuck::Claim(Claim::Player(s, _)) if s == side))
        };
        assert_eq!(
            [Side::Home, Side::Vis, Side::Off, Side::Def].map(claim),
            [22, 22, 22, 44]
        );
        let battle = |plus: bool| {
            count(|c| {
                matches!(c.loose_puck, LoosePuck::Claim(Claim::Battle { off_plus, def_plus, .. })
                    if (off_plus + def_plus > 0) == plus)
            })
        };
        assert_eq!(battle(false) + battle(true), 80);
        assert!(battle(true) > 0 && battle(false) > 0);
        let frozen = |side: Side| {
            count(|c| matches!(c.loose_puck, LoosePuck::FaceOffInjury(s, _) if s == side))
        };
        assert_eq!((frozen(Side::Off), frozen(Side::Def)), (5, 5));
        for slot in Slot::SKATERS {
            assert!(
                count(|c| matches!(c.loose_puck, LoosePuck::FaceOffInjury(_, s) if s == slot)) > 0
            );
        }
    }

    #[test]
    fn thresholds_stay_on_their_scales() {
        for c in deck() {
            for s in c.stops.iter().flatten() {
                let (low, high) = match s.kind {
                    StopKind::Interception(..) => (7, 15),
                    _ => (1, 9),
                };
                assert!((low..=high).contains(&s.threshold), "card {}", c.number);
            }
            if let Breakaway::BreakIf { threshold, .. } = c.breakaway {
                assert!((3..=9).contains(&threshold));
            }
            if let Some(n) = c.major.fighting {
                assert!((1..=38).contains(&n));
            }
        }
    }

    #[test]
    fn the_layout_is_fixed() {
        // The same printed deck every time the app starts (records depend on it).
        let a = build();
        assert_eq!(&*a, deck());
    }
}
