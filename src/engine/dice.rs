//! Dice whose faces are kept, so every roll can be shown and recorded as an event.
//! 4th Street Hockey's tray (a d20, two d10, two d6 and a numbered d6) is the largest user.

use super::rng::GameRng;
use serde::{Deserialize, Serialize};

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

/// The full 4th Street Hockey tray.
pub const FOURTH_STREET_TRAY: [Die; 6] = [
    Die::D20,
    Die::D10,
    Die::D10,
    Die::D6,
    Die::D6,
    Die::NumberedD6,
];

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
}
