//! One folder per rule system, and `sim` for what the three statistical sims share (none of
//! them imports another). Pure Rust, like the engine.

pub mod calibrate;
pub mod card_hockey;
pub mod crease;
pub mod fourth_street;
#[cfg(not(target_arch = "wasm32"))]
pub mod fuzz;
pub mod icih;
pub mod lab;
pub mod open_ice;
#[cfg(not(target_arch = "wasm32"))]
pub mod record_fixtures;
pub mod season;
pub mod sim;
pub mod team_check;

use crate::engine::{GameId, record::RecordError};

/// The games the app can start today. The others are listed in the lobby as coming.
pub fn is_playable(game: GameId) -> bool {
    matches!(
        game,
        GameId::CardHockey
            | GameId::Icih
            | GameId::OpenIce
            | GameId::InsideTheCrease
            | GameId::FourthStreet
    )
}

/// Checks that a record's text decodes and replays for a game the app can play.
pub fn validate_record(text: &str) -> Result<GameId, RecordError> {
    let game = crate::engine::record::peek_game(text)?;
    match game {
        GameId::CardHockey => {
            let record = crate::engine::GameRecord::<card_hockey::CardHockey>::decode(text)?;
            crate::engine::Session::replay(&record, None)?;
            Ok(game)
        }
        GameId::Icih => {
            let record = crate::engine::GameRecord::<icih::Icih>::decode(text)?;
            crate::engine::Session::replay(&record, None)?;
            Ok(game)
        }
        GameId::OpenIce => {
            let record = crate::engine::GameRecord::<open_ice::OpenIce>::decode(text)?;
            crate::engine::Session::replay(&record, None)?;
            Ok(game)
        }
        GameId::InsideTheCrease => {
            let record = crate::engine::GameRecord::<crease::Crease>::decode(text)?;
            crate::engine::Session::replay(&record, None)?;
            Ok(game)
        }
        GameId::FourthStreet => {
            let record =
                crate::engine::GameRecord::<fourth_street::rules::FourthStreet>::decode(text)?;
            crate::engine::Session::replay(&record, None)?;
            Ok(game)
        }
    }
}
