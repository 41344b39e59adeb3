//! The 100-card action deck, as data (the rulebook's card list did not survive; this is ours).
//!
//! Card `n` (1-100) carries the number `n` and one entry for each zone the puck can be in, read
//! from the view of the team with the puck: A (its attacking zone), M (the middle), D (its
//! defending zone). The numbers are used for every 1-100 draw; the entries drive play.
//!
//! Design (readings A2 and A1 in docs/open-ice-readings.md):
//! - Shots (`S`) only in A; no forward pass (`1`) in A and no pass back (`-`) in D.
//! - D is mostly forward passes, so a team breaks out quickly; control draws (`C`) in every zone
//!   decide possession; face-offs (`F`) are rare (about one draw in 14) since stoppages also come
//!   from saves and penalties.
//! - PEN entries (`P`) are spread over the zones: with penalty ranges near 11/89 about 23% of the
//!   checks bring a penalty, and the count gives about three power plays a team a game.
//! - The counts per zone were tuned with `cargo run --profile bench-native --bin realism_open_ice`
//!   until the league's figures landed in the calibration bands; the order of the entries within a
//!   zone is a fixed shuffle (so the card numbers do not line up with the entries), made once by a
//!   seeded script and kept here as text.
//!
//! Codes: `1` P1 (pass forward a zone), `0` P0 (pass within the zone), `-` P-1 (pass back a
//! zone), `C` control draw, `F` face-off, `P` penalty check, `S` shot.

use serde::{Deserialize, Serialize};

/// What a card says to do in one zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Entry {
    PassForward,
    PassWithin,
    PassBack,
    Control,
    FaceOff,
    Penalty,
    Shot,
}

impl Entry {
    fn from_code(code: u8) -> Entry {
        match code {
            b'1' => Entry::PassForward,
            b'0' => Entry::PassWithin,
            b'-' => Entry::PassBack,
            b'C' => Entry::Control,
            b'F' => Entry::FaceOff,
            b'P' => Entry::Penalty,
            b'S' => Entry::Shot,
            other => panic!("unknown deck code {}", other as char),
        }
    }

    /// The code as the rulebook prints it.
    pub fn code(self) -> &'static str {
        match self {
            Entry::PassForward => "P1",
            Entry::PassWithin => "P0",
            Entry::PassBack => "P-1",
            Entry::Control => "CTL",
            Entry::FaceOff => "FO",
            Entry::Penalty => "PEN",
            Entry::Shot => "SHT",
        }
    }
}

/// A zone, named from the view of the team with the puck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    Defending,
    Middle,
    Attacking,
}

impl Zone {
    /// The same spot seen by the other team (A and D swap; M stays).
    pub fn flipped(self) -> Zone {
        match self {
            Zone::Defending => Zone::Attacking,
            Zone::Middle => Zone::Middle,
            Zone::Attacking => Zone::Defending,
        }
    }

    pub fn forward(self) -> Zone {
        match self {
            Zone::Defending => Zone::Middle,
            _ => Zone::Attacking,
        }
    }

    pub fn back(self) -> Zone {
        match self {
            Zone::Attacking => Zone::Middle,
            _ => Zone::Defending,
        }
    }

    pub fn letter(self) -> &'static str {
        match self {
            Zone::Defending => "D",
            Zone::Middle => "M",
            Zone::Attacking => "A",
        }
    }
}

// A: P0 x15, P-1 x16, CTL x45, FO x7, PEN x10, SHT x7
const ATTACKING: &str = concat!(
    "-C-S0FPC-0PCCCPPCPC0CS0C-CC-CCS--C0CC0C-CPCCCFCFF-",
    "-0F0C0CPCC0-P0SC-PSCS--SCC0-CCCFC-CC00CCCC0PCCFCCC",
);
// M: P1 x26, P0 x5, P-1 x5, CTL x49, FO x5, PEN x10
const MIDDLE: &str = concat!(
    "C10CCF01PC11-1CCCCF1CC11CC1CCP-C01C-C1CP1C1C1C11FC",
    "CPCCC11010CCCCCCP1CC1CFPC1PCPPCCCCCF-PCCCCCC111-C1",
);
// D: P1 x36, P0 x5, CTL x44, FO x7, PEN x8
const DEFENDING: &str = concat!(
    "01CC1CP11CPC11F1CPPC1CF110CPCCCCC11PFFC11C0111CC1F",
    "F1CCCCCC1C1111C1PCCC1C1PF1C1011C11CCCCCCCCC11CCC01",
);

/// The number of cards in the action deck.
pub const DECK_SIZE: u8 = 100;

/// The entry card `number` (1-100) gives in `zone`.
pub fn entry(number: u8, zone: Zone) -> Entry {
    assert!((1..=DECK_SIZE).contains(&number), "card numbers run 1-100");
    let row = match zone {
        Zone::Attacking => ATTACKING,
        Zone::Middle => MIDDLE,
        Zone::Defending => DEFENDING,
    };
    Entry::from_code(row.as_bytes()[usize::from(number - 1)])
}

/// Every card's number, in order.
pub fn numbers() -> Vec<u8> {
    (1..=DECK_SIZE).collect()
}
