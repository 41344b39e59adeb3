//! Dice whose faces are kept, so every roll can be shown and recorded as an event.
//! 4th Street Hockey's tray (a d20, two d10, two d6 and a numbered d6) is the largest user.

use super::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;
use thiserror::Error;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Die {
    D6,
    /// A d6 whose faces are read as player numbers rather than pips.
    NumberedD6,
    D10,
    D20,
}

impl Die {
    pub fn sides(self) -> u8 {
        match self {
            Die::D6 | Die::NumberedD6 => 6,
            Die::D10 => 10,
            Die::D20 => 20,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceRoll {
    pub faces: Vec<(Die, u8)>,
}

impl DiceRoll {
    pub fn roll(rng: &mut GameRng, dice: &[Die]) -> Self {
        DiceRoll {
            faces: dice.iter().map(|&d| (d, rng.roll(d.sides()))).collect(),
        }
    }

    pub fn total(&self) -> u32 {
        self.faces.iter().map(|&(_, f)| u32::from(f)).sum()
    }
}

/// The full 4th Street Hockey tray as kinds of dice ([`TrayDie::ALL`] names each one).
pub const FOURTH_STREET_TRAY: [Die; 6] = [
    Die::D20,
    Die::D10,
    Die::D10,
    Die::D6,
    Die::D6,
    Die::NumberedD6,
];

// ----- 4th Street Hockey's tray: six dice, each named by what it is -----
//
// How the rulebook reads them (4th Street Hockey, "Six dice are used..."):
// - the d20 settles a matchup: it is compared with a range such as "1-12" worked out from two
//   ratings (the puck handler's rating less the defender's);
// - the coloured and the white d10 are read together, coloured first, as a number from 00 to 99
//   ("a green 8 and a white 2 would be combined to read 82"). The book's ranges run "00" to "99"
//   ("rolls 00 through 40 are PD", "roll 99 is a WP", "if the combination is 10 or less"), so
//   each d10 shows a printed digit 0-9 and coloured 0 white 0 reads 00, the lowest reading, not
//   100. Tack-on points (power play, rebounds, screens) can take a reading past 99; the engine
//   adds those, not the dice. On faceoffs and loose pucks each d10 is also read alone;
//   [`TrayRoll::face`] gives that digit;
// - the numbered d6 ("d6p", the one with numbers rather than spots) names a player by number:
//   1 left wing, 2 centre, 3 right wing, 4 and 5 the defencemen, 6 the sixth skater;
// - the black-spotted and white-spotted d6 are added (2-12) to read a play result, or read
//   black first as a two-digit number (11-66) in the shot process, where a slap shot adds 1 to
//   both dice and a breakaway takes 1 off (never past 6 or below 1).

/// One of the six dice in 4th Street Hockey's tray.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum TrayDie {
    /// Matchups: compared with a range such as "1-11".
    D20,
    /// The tens of the d10 reading; on faceoffs and loose pucks, the home team's die.
    ColouredD10,
    /// The units of the d10 reading; on faceoffs and loose pucks, the visitors' die.
    WhiteD10,
    /// The "d6p": numbers instead of spots, naming the defender (or the player who gets the puck).
    NumberedD6,
    /// White face, black spots: the tens of the shot process's two-d6 reading.
    BlackD6,
    /// Dark face, white spots: the units of the shot process's two-d6 reading.
    WhiteD6,
}

impl TrayDie {
    /// The six dice in the order the tray lays them out.
    pub const ALL: [TrayDie; 6] = [
        TrayDie::D20,
        TrayDie::ColouredD10,
        TrayDie::WhiteD10,
        TrayDie::NumberedD6,
        TrayDie::BlackD6,
        TrayDie::WhiteD6,
    ];

    /// The kind of die this is, as [`Die`] names it.
    pub fn die(self) -> Die {
        match self {
            TrayDie::D20 => Die::D20,
            TrayDie::ColouredD10 | TrayDie::WhiteD10 => Die::D10,
            TrayDie::NumberedD6 => Die::NumberedD6,
            TrayDie::BlackD6 | TrayDie::WhiteD6 => Die::D6,
        }
    }

    pub fn sides(self) -> u8 {
        self.die().sides()
    }

    /// The faces as printed: 0-9 on the d10s, 1-20 on the d20, 1-6 on the d6s.
    pub fn faces(self) -> RangeInclusive<u8> {
        match self {
            TrayDie::ColouredD10 | TrayDie::WhiteD10 => 0..=9,
            _ => 1..=self.sides(),
        }
    }

    /// Rolls this die alone. A d10's tenth face is the one printed "0".
    pub fn roll(self, rng: &mut GameRng) -> u8 {
        let n = rng.roll(self.sides());
        match self {
            TrayDie::ColouredD10 | TrayDie::WhiteD10 => n % 10,
            _ => n,
        }
    }

    /// Its name in plain words: "d20", "coloured d10", "white d10", "d6p", "black-spotted d6",
    /// "white-spotted d6".
    pub fn name(self) -> &'static str {
        match self {
            TrayDie::D20 => "d20",
            TrayDie::ColouredD10 => "coloured d10",
            TrayDie::WhiteD10 => "white d10",
            TrayDie::NumberedD6 => "d6p",
            TrayDie::BlackD6 => "black-spotted d6",
            TrayDie::WhiteD6 => "white-spotted d6",
        }
    }

    /// A short name for attributes and CSS classes: "d20", "coloured-d10", "white-d10", "d6p",
    /// "black-d6", "white-d6".
    pub fn slug(self) -> &'static str {
        match self {
            TrayDie::D20 => "d20",
            TrayDie::ColouredD10 => "coloured-d10",
            TrayDie::WhiteD10 => "white-d10",
            TrayDie::NumberedD6 => "d6p",
            TrayDie::BlackD6 => "black-d6",
            TrayDie::WhiteD6 => "white-d6",
        }
    }

    pub fn from_slug(slug: &str) -> Option<TrayDie> {
        TrayDie::ALL.into_iter().find(|d| d.slug() == slug)
    }

    /// Whether `face` is printed on this die.
    pub fn has_face(self, face: u8) -> bool {
        self.faces().contains(&face)
    }
}

/// The position a d6p face names: 1 LW, 2 C, 3 RW, 4 LD, 5 RD, 6 the sixth skater.
pub fn d6p_position(face: u8) -> Option<&'static str> {
    match face {
        1 => Some("LW"),
        2 => Some("C"),
        3 => Some("RW"),
        4 => Some("LD"),
        5 => Some("RD"),
        6 => Some("6th"),
        _ => None,
    }
}

/// The player a d6p face names, in words: "left wing", "centre", ... "sixth skater".
pub fn d6p_player(face: u8) -> Option<&'static str> {
    match face {
        1 => Some("left wing"),
        2 => Some("centre"),
        3 => Some("right wing"),
        4 => Some("left defenceman"),
        5 => Some("right defenceman"),
        6 => Some("sixth skater"),
        _ => None,
    }
}

/// What is wrong with a list of faces offered as a tray roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum TrayRollError {
    #[error("the {name} has no face {face}", name = .0.name(), face = .1)]
    NoSuchFace(TrayDie, u8),
    #[error("the {} appears twice in one roll", .0.name())]
    RolledTwice(TrayDie),
}

/// One roll of the tray: only the dice a step uses, each with the face it shows, in the order
/// they were rolled. A die appears at most once (a re-roll is a new roll). Serialises as the
/// list of `(die, face)` pairs, and a list with a face the die does not have, or a die twice,
/// does not deserialise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Vec<(TrayDie, u8)>", into = "Vec<(TrayDie, u8)>")]
pub struct TrayRoll {
    faces: Vec<(TrayDie, u8)>,
}

impl TryFrom<Vec<(TrayDie, u8)>> for TrayRoll {
    type Error = TrayRollError;

    fn try_from(faces: Vec<(TrayDie, u8)>) -> Result<Self, TrayRollError> {
        TrayRoll::from_faces(faces)
    }
}

impl From<TrayRoll> for Vec<(TrayDie, u8)> {
    fn from(roll: TrayRoll) -> Self {
        roll.faces
    }
}

impl TrayRoll {
    /// Rolls `dice` in the order given. A die listed twice is rolled once.
    pub fn roll(rng: &mut GameRng, dice: &[TrayDie]) -> Self {
        debug_assert!(
            dice.iter().enumerate().all(|(i, d)| !dice[..i].contains(d)),
            "a die listed twice in one roll: {dice:?}"
        );
        let mut faces: Vec<(TrayDie, u8)> = Vec::with_capacity(dice.len());
        for &die in dice {
            if !faces.iter().any(|&(d, _)| d == die) {
                faces.push((die, die.roll(rng)));
            }
        }
        TrayRoll { faces }
    }

    /// All six dice, in tray order.
    pub fn roll_all(rng: &mut GameRng) -> Self {
        TrayRoll::roll(rng, &TrayDie::ALL)
    }

    /// A roll with the faces given (a rulebook example, a test, a saved event).
    pub fn from_faces(faces: Vec<(TrayDie, u8)>) -> Result<Self, TrayRollError> {
        for (i, &(die, face)) in faces.iter().enumerate() {
            if !die.has_face(face) {
                return Err(TrayRollError::NoSuchFace(die, face));
            }
            if faces[..i].iter().any(|&(d, _)| d == die) {
                return Err(TrayRollError::RolledTwice(die));
            }
        }
        Ok(TrayRoll { faces })
    }

    /// The dice rolled and their faces, in the order rolled.
    pub fn faces(&self) -> &[(TrayDie, u8)] {
        &self.faces
    }

    /// The dice rolled, in the order rolled.
    pub fn dice(&self) -> impl Iterator<Item = TrayDie> + '_ {
        self.faces.iter().map(|&(d, _)| d)
    }

    /// The face `die` shows, if it was rolled.
    pub fn face(&self, die: TrayDie) -> Option<u8> {
        self.faces.iter().find(|&&(d, _)| d == die).map(|&(_, f)| f)
    }

    pub fn rolled(&self, die: TrayDie) -> bool {
        self.face(die).is_some()
    }

    pub fn d20(&self) -> Option<u8> {
        self.face(TrayDie::D20)
    }

    pub fn d6p(&self) -> Option<u8> {
        self.face(TrayDie::NumberedD6)
    }

    /// The two d10 read coloured-then-white, 0 ("00") to 99.
    pub fn d10_combo(&self) -> Option<u8> {
        Some(d10_combo(
            self.face(TrayDie::ColouredD10)?,
            self.face(TrayDie::WhiteD10)?,
        ))
    }

    /// The two d6 added, 2 to 12.
    pub fn d6_total(&self) -> Option<u8> {
        Some(self.face(TrayDie::BlackD6)? + self.face(TrayDie::WhiteD6)?)
    }

    /// The two d6 read black-then-white, 11 to 66.
    pub fn d6_combo(&self) -> Option<u8> {
        self.d6_combo_shifted(0)
    }

    /// The two d6 read black-then-white after `shift` is added to both dice, each kept within
    /// 1-6: +1 on a slap shot ("32" reads "43", at most "66"), -1 on a breakaway ("32" reads
    /// "21", at least "11").
    pub fn d6_combo_shifted(&self, shift: i8) -> Option<u8> {
        let moved = |face: u8| (i16::from(face) + i16::from(shift)).clamp(1, 6) as u8;
        Some(moved(self.face(TrayDie::BlackD6)?) * 10 + moved(self.face(TrayDie::WhiteD6)?))
    }

    /// Every face in words, in the order rolled: "d20 11, coloured d10 5, white d10 4, d6p 1
    /// (LW), black-spotted d6 5, white-spotted d6 3".
    pub fn describe_faces(&self) -> String {
        self.faces
            .iter()
            .map(|&(die, face)| face_words(die, face))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The two d10 read together, coloured die first: coloured 8 white 2 is 82, coloured 0 white 0
/// is 0 (the book's "00").
pub fn d10_combo(coloured: u8, white: u8) -> u8 {
    coloured * 10 + white
}

/// A d10 reading as the book prints it, two digits at least: "00", "07", "82", "102".
pub fn d10_combo_text(reading: u16) -> String {
    format!("{reading:02}")
}

/// Whether a d20 face falls in a range worked out from the ratings. The range may run past 20
/// (always in) or end below 1 (never in).
pub fn d20_in_range(face: u8, range: &RangeInclusive<i32>) -> bool {
    range.contains(&i32::from(face))
}

/// One die and its face in words: "d20 14", "coloured d10 8", "d6p 2 (C)".
pub fn face_words(die: TrayDie, face: u8) -> String {
    match (die, d6p_position(face)) {
        (TrayDie::NumberedD6, Some(pos)) => format!("{} {face} ({pos})", die.name()),
        _ => format!("{} {face}", die.name()),
    }
}

fn with_outcome(reading: String, outcome: &str) -> String {
    if outcome.is_empty() {
        reading
    } else {
        format!("{reading}: {outcome}")
    }
}

/// "d20 14 against a range of 1-11: the defender wins". The meaning (`outcome`) comes from the
/// rules; an empty one leaves the colon off.
pub fn describe_d20(face: u8, range: &RangeInclusive<i32>, outcome: &str) -> String {
    let (lo, hi) = (*range.start(), *range.end());
    let span = if lo == hi {
        format!("{lo}")
    } else {
        format!("{lo}-{hi}")
    };
    with_outcome(format!("d20 {face} against a range of {span}"), outcome)
}

/// "coloured d10 8, white d10 2: 82, a slap shot".
pub fn describe_d10_combo(coloured: u8, white: u8, outcome: &str) -> String {
    let reading = d10_combo_text(u16::from(d10_combo(coloured, white)));
    let base = format!("coloured d10 {coloured}, white d10 {white}: {reading}");
    if outcome.is_empty() {
        base
    } else {
        format!("{base}, {outcome}")
    }
}

/// "d6p 2, the centre: he defends".
pub fn describe_d6p(face: u8, outcome: &str) -> String {
    let base = match d6p_player(face) {
        Some(player) => format!("d6p {face}, the {player}"),
        None => format!("d6p {face}"),
    };
    with_outcome(base, outcome)
}

/// "2d6 5 + 3 = 8: two zones forward" (black-spotted die first).
pub fn describe_d6_total(black: u8, white: u8, outcome: &str) -> String {
    with_outcome(
        format!("2d6 {black} + {white} = {}", black + white),
        outcome,
    )
}

/// "black d6 3, white d6 5: 35, no drift". With a `shift` (+1 on a slap shot, -1 on a
/// breakaway) the reading moves as [`TrayRoll::d6_combo_shifted`] says: "black d6 3, white d6
/// 2: 32, read 43 (+1 each), drifts wide".
pub fn describe_d6_combo(black: u8, white: u8, shift: i8, outcome: &str) -> String {
    let moved = |face: u8| (i16::from(face) + i16::from(shift)).clamp(1, 6);
    let mut base = format!("black d6 {black}, white d6 {white}: {black}{white}");
    if shift != 0 {
        base.push_str(&format!(
            ", read {}{} ({shift:+} each)",
            moved(black),
            moved(white)
        ));
    }
    if outcome.is_empty() {
        base
    } else {
        format!("{base}, {outcome}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_within_sides_and_recorded_in_order() {
        let mut rng = GameRng::from_seed(3);
        for _ in 0..500 {
            let roll = DiceRoll::roll(&mut rng, &FOURTH_STREET_TRAY);
            assert_eq!(roll.faces.len(), 6);
            for (i, &(die, face)) in roll.faces.iter().enumerate() {
                assert_eq!(die, FOURTH_STREET_TRAY[i]);
                assert!((1..=die.sides()).contains(&face));
            }
        }
    }

    #[test]
    fn every_face_of_a_d20_appears() {
        let mut rng = GameRng::from_seed(9);
        let mut seen = [false; 21];
        for _ in 0..2000 {
            seen[rng.roll(20) as usize] = true;
        }
        assert!(seen[1..].iter().all(|&s| s));
    }

    fn roll_of(faces: &[(TrayDie, u8)]) -> TrayRoll {
        TrayRoll::from_faces(faces.to_vec()).unwrap()
    }

    #[test]
    fn tray_faces_within_range_and_kept_in_order() {
        let mut rng = GameRng::from_seed(17);
        let mut seen: Vec<[bool; 21]> = vec![[false; 21]; 6];
        for _ in 0..3000 {
            let roll = TrayRoll::roll_all(&mut rng);
            assert_eq!(roll.dice().collect::<Vec<_>>(), TrayDie::ALL);
            for &(die, face) in roll.faces() {
                assert!(die.has_face(face), "{die:?} showed {face}");
                seen[TrayDie::ALL.iter().position(|&d| d == die).unwrap()][face as usize] = true;
            }
        }
        // Every printed face turns up, and no other: 0-9 on the d10s, not 10.
        for (i, die) in TrayDie::ALL.into_iter().enumerate() {
            for face in 0..=20u8 {
                assert_eq!(
                    seen[i][face as usize],
                    die.has_face(face),
                    "{die:?} face {face}"
                );
            }
        }
    }

    #[test]
    fn a_step_rolls_only_its_dice_in_its_order() {
        let mut rng = GameRng::from_seed(5);
        let roll = TrayRoll::roll(&mut rng, &[TrayDie::WhiteD10, TrayDie::ColouredD10]);
        assert_eq!(
            roll.dice().collect::<Vec<_>>(),
            [TrayDie::WhiteD10, TrayDie::ColouredD10]
        );
        assert!(!roll.rolled(TrayDie::D20));
        assert_eq!(roll.d20(), None);
        assert_eq!(roll.d6_total(), None);
        assert!(roll.d10_combo().is_some());
        // Same seed, same dice, same faces.
        let again = TrayRoll::roll(
            &mut GameRng::from_seed(5),
            &[TrayDie::WhiteD10, TrayDie::ColouredD10],
        );
        assert_eq!(roll, again);
    }

    #[test]
    fn d10_pair_reads_coloured_then_white_from_00_to_99() {
        let r = |c, w| roll_of(&[(TrayDie::ColouredD10, c), (TrayDie::WhiteD10, w)]);
        assert_eq!(r(8, 2).d10_combo(), Some(82)); // the book's green 8 and white 2
        assert_eq!(r(5, 4).d10_combo(), Some(54)); // the walk-through's "54"
        assert_eq!(r(0, 0).d10_combo(), Some(0)); // "00", the lowest reading
        assert_eq!(r(9, 9).d10_combo(), Some(99));
        assert_eq!(r(1, 0).d10_combo(), Some(10));
        assert_eq!(r(0, 7).d10_combo(), Some(7));
        // The order the dice were rolled in does not change the reading.
        let swapped = roll_of(&[(TrayDie::WhiteD10, 2), (TrayDie::ColouredD10, 8)]);
        assert_eq!(swapped.d10_combo(), Some(82));
        assert_eq!(d10_combo_text(0), "00");
        assert_eq!(d10_combo_text(7), "07");
        assert_eq!(d10_combo_text(102), "102");
    }

    #[test]
    fn d10_tenth_face_is_zero() {
        // GameRng gives 1..=10; the face printed "0" stands for the tenth.
        let mut rng = GameRng::from_seed(21);
        let mut copy = rng.clone();
        for _ in 0..200 {
            let n = copy.roll(10);
            let face = TrayDie::ColouredD10.roll(&mut rng);
            assert_eq!(face, if n == 10 { 0 } else { n });
        }
        assert_eq!(TrayDie::WhiteD10.faces(), 0..=9);
        assert!(!TrayDie::WhiteD10.has_face(10));
    }

    #[test]
    fn two_d6_total_and_black_white_reading() {
        let r = |b, w| roll_of(&[(TrayDie::BlackD6, b), (TrayDie::WhiteD6, w)]);
        assert_eq!(r(5, 3).d6_total(), Some(8)); // the walk-through's "8"
        assert_eq!(r(1, 1).d6_total(), Some(2));
        assert_eq!(r(6, 6).d6_total(), Some(12));
        assert_eq!(r(3, 5).d6_combo(), Some(35)); // "black 3, white 5" reads "35"
        assert_eq!(r(5, 3).d6_combo(), Some(53));
        // Slap shot: +1 each, at most 6; breakaway: -1 each, at least 1.
        assert_eq!(r(3, 2).d6_combo_shifted(1), Some(43));
        assert_eq!(r(4, 1).d6_combo_shifted(1), Some(52)); // the book's "41" to "52"
        assert_eq!(r(6, 5).d6_combo_shifted(1), Some(66));
        assert_eq!(r(3, 2).d6_combo_shifted(-1), Some(21));
        assert_eq!(r(1, 6).d6_combo_shifted(-1), Some(15));
        // A lone d6 (the advanced game's visiting player) is just its face.
        let lone = roll_of(&[(TrayDie::WhiteD6, 4)]);
        assert_eq!(lone.face(TrayDie::WhiteD6), Some(4));
        assert_eq!(lone.d6_total(), None);
    }

    #[test]
    fn d20_ranges() {
        assert!(d20_in_range(11, &(1..=12)));
        assert!(d20_in_range(12, &(1..=12)));
        assert!(!d20_in_range(13, &(1..=12)));
        assert!(d20_in_range(20, &(1..=25)));
        // A rating of 3 against a defender's 6: the range "1-(-3)" holds no face.
        let upto = |n: i32| 1..=n;
        assert!(!d20_in_range(1, &upto(3 - 6)));
        assert!(d20_in_range(11, &(11..=12))); // a loose puck's zone "(11-12)"
    }

    #[test]
    fn words_for_readings() {
        assert_eq!(
            describe_d20(14, &(1..=11), "the defender wins"),
            "d20 14 against a range of 1-11: the defender wins"
        );
        assert_eq!(describe_d20(5, &(5..=5), ""), "d20 5 against a range of 5");
        assert_eq!(
            describe_d10_combo(8, 2, "a slap shot"),
            "coloured d10 8, white d10 2: 82, a slap shot"
        );
        assert_eq!(
            describe_d10_combo(0, 0, ""),
            "coloured d10 0, white d10 0: 00"
        );
        assert_eq!(
            describe_d6p(2, "he defends"),
            "d6p 2, the centre: he defends"
        );
        assert_eq!(
            describe_d6_total(5, 3, "two zones forward"),
            "2d6 5 + 3 = 8: two zones forward"
        );
        assert_eq!(
            describe_d6_combo(3, 5, 0, "no drift"),
            "black d6 3, white d6 5: 35, no drift"
        );
        assert_eq!(
            describe_d6_combo(3, 2, 1, ""),
            "black d6 3, white d6 2: 32, read 43 (+1 each)"
        );
        assert_eq!(
            describe_d6_combo(1, 2, -1, ""),
            "black d6 1, white d6 2: 12, read 11 (-1 each)"
        );
        let all = roll_of(&[
            (TrayDie::D20, 11),
            (TrayDie::ColouredD10, 5),
            (TrayDie::WhiteD10, 4),
            (TrayDie::NumberedD6, 1),
            (TrayDie::BlackD6, 5),
            (TrayDie::WhiteD6, 3),
        ]);
        assert_eq!(
            all.describe_faces(),
            "d20 11, coloured d10 5, white d10 4, d6p 1 (LW), black-spotted d6 5, white-spotted d6 3"
        );
        assert_eq!(d6p_position(6), Some("6th"));
        assert_eq!(d6p_player(4), Some("left defenceman"));
        assert_eq!(d6p_position(0), None);
    }

    #[test]
    fn faces_a_die_lacks_or_a_die_twice_are_refused() {
        assert_eq!(
            TrayRoll::from_faces(vec![(TrayDie::ColouredD10, 10)]),
            Err(TrayRollError::NoSuchFace(TrayDie::ColouredD10, 10))
        );
        assert_eq!(
            TrayRoll::from_faces(vec![(TrayDie::D20, 0)]),
            Err(TrayRollError::NoSuchFace(TrayDie::D20, 0))
        );
        assert_eq!(
            TrayRoll::from_faces(vec![(TrayDie::BlackD6, 7)]),
            Err(TrayRollError::NoSuchFace(TrayDie::BlackD6, 7))
        );
        assert_eq!(
            TrayRoll::from_faces(vec![(TrayDie::D20, 3), (TrayDie::D20, 4)]),
            Err(TrayRollError::RolledTwice(TrayDie::D20))
        );
        assert_eq!(
            TrayRollError::NoSuchFace(TrayDie::WhiteD6, 9).to_string(),
            "the white-spotted d6 has no face 9"
        );
    }

    #[test]
    fn slugs_name_each_die_once() {
        for die in TrayDie::ALL {
            assert_eq!(TrayDie::from_slug(die.slug()), Some(die));
        }
        assert_eq!(TrayDie::from_slug("d12"), None);
        assert_eq!(
            TrayDie::ALL.map(TrayDie::die),
            [
                Die::D20,
                Die::D10,
                Die::D10,
                Die::NumberedD6,
                Die::D6,
                Die::D6
            ]
        );
    }

    #[test]
    fn tray_roll_serde_round_trip_and_validation() {
        let mut rng = GameRng::from_seed(77);
        for _ in 0..50 {
            let roll = TrayRoll::roll(
                &mut rng,
                &[
                    TrayDie::D20,
                    TrayDie::NumberedD6,
                    TrayDie::BlackD6,
                    TrayDie::WhiteD6,
                ],
            );
            let json = serde_json::to_string(&roll).unwrap();
            assert_eq!(serde_json::from_str::<TrayRoll>(&json).unwrap(), roll);
            let bytes = postcard::to_allocvec(&roll).unwrap();
            assert_eq!(postcard::from_bytes::<TrayRoll>(&bytes).unwrap(), roll);
        }
        let roll = roll_of(&[(TrayDie::ColouredD10, 8), (TrayDie::WhiteD10, 0)]);
        let json = serde_json::to_string(&roll).unwrap();
        assert_eq!(json, r#"[["ColouredD10",8],["WhiteD10",0]]"#);
        // A face the die lacks does not deserialise.
        assert!(serde_json::from_str::<TrayRoll>(r#"[["WhiteD10",10]]"#).is_err());
        assert!(serde_json::from_str::<TrayRoll>(r#"[["D20",1],["D20",2]]"#).is_err());
        // The old roll type still round-trips.
        let old = DiceRoll::roll(&mut rng, &FOURTH_STREET_TRAY);
        let back: DiceRoll = serde_json::from_str(&serde_json::to_string(&old).unwrap()).unwrap();
        assert_eq!(back, old);
    }
}
