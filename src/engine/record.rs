//! The game record (game, rules version, options, seed, actions) and its compact text form,
//! used both for share links and inside saves.
//!
//! Layout before base64url: format version (1 byte), game code (1 byte), postcard body
//! (rules version, options, seed, actions), CRC-32 of all preceding bytes (4 bytes, LE).
//! The checksum is what turns an edited or truncated link into a clear message instead of a
//! different game.

use super::game::{Game, GameId};
use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const FORMAT_VERSION: u8 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct GameRecord<G: Game> {
    pub rules_version: u16,
    pub options: G::Options,
    pub seed: u64,
    pub actions: Vec<G::Action>,
}

impl<G: Game> GameRecord<G> {
    pub fn new(options: G::Options, seed: u64) -> Self {
        GameRecord {
            rules_version: G::RULES_VERSION,
            options,
            seed,
            actions: Vec::new(),
        }
    }

    pub fn encode(&self) -> String {
        let mut bytes = vec![FORMAT_VERSION, G::ID.code()];
        // Serialising plain data into a Vec cannot fail.
        bytes.extend(postcard::to_allocvec(self).expect("record serialises"));
        let crc = crc32fast::hash(&bytes);
        bytes.extend(crc.to_le_bytes());
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// Decodes a record already known to be for game `G` (see [`peek_game`]).
    pub fn decode(text: &str) -> Result<Self, RecordError> {
        let (game, body) = checked_body(text)?;
        if game != G::ID {
            return Err(RecordError::WrongGame);
        }
        let record: GameRecord<G> =
            postcard::from_bytes(&body).map_err(|_| RecordError::Malformed)?;
        if record.rules_version > G::RULES_VERSION {
            return Err(RecordError::FutureRulesVersion);
        }
        G::check_options(&record.options).map_err(RecordError::Unplayable)?;
        Ok(record)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    #[error("the game data is not valid text for a game record")]
    NotBase64,
    #[error("the game data is cut short")]
    Truncated,
    #[error("the game data has been changed or damaged (its checksum does not match)")]
    Checksum,
    #[error("the game was saved by a newer version of Rinkside")]
    FutureFormat,
    #[error("the game uses newer rules than this version of Rinkside knows")]
    FutureRulesVersion,
    #[error("the game data names a game Rinkside does not know")]
    UnknownGame,
    #[error("the game data is for a different game")]
    WrongGame,
    #[error("the game data could not be read")]
    Malformed,
    #[error("the game cannot be played: {0}")]
    Unplayable(String),
    #[error("the moves in the game data are not legal: {0}")]
    IllegalAction(String),
}

/// Which game a record is for, after checking its checksum and format version.
pub fn peek_game(text: &str) -> Result<GameId, RecordError> {
    checked_body(text).map(|(game, _)| game)
}

fn checked_body(text: &str) -> Result<(GameId, Vec<u8>), RecordError> {
    let bytes = URL_SAFE_NO_PAD.decode(text.trim()).map_err(|e| match e {
        // A link cut mid-character leaves an impossible length or last symbol.
        base64::DecodeError::InvalidLength(_) | base64::DecodeError::InvalidLastSymbol { .. } => {
            RecordError::Truncated
        }
        _ => RecordError::NotBase64,
    })?;
    if bytes.len() < 6 {
        return Err(RecordError::Truncated);
    }
    let (content, crc) = bytes.split_at(bytes.len() - 4);
    let crc = u32::from_le_bytes([crc[0], crc[1], crc[2], crc[3]]);
    if crc32fast::hash(content) != crc {
        // A newer format might use another checksum; say so rather than "damaged".
        return Err(if content[0] > FORMAT_VERSION {
            RecordError::FutureFormat
        } else {
            RecordError::Checksum
        });
    }
    if content[0] > FORMAT_VERSION {
        return Err(RecordError::FutureFormat);
    }
    if content[0] != FORMAT_VERSION {
        return Err(RecordError::Malformed);
    }
    let game = GameId::from_code(content[1]).ok_or(RecordError::UnknownGame)?;
    Ok((game, content[2..].to_vec()))
}

/// Test helper: builds the text of a record with an arbitrary header, as a newer version or
/// an unknown game would write it.
pub fn encode_raw(format: u8, game_code: u8, body: &[u8]) -> String {
    let mut bytes = vec![format, game_code];
    bytes.extend_from_slice(body);
    let crc = crc32fast::hash(&bytes);
    bytes.extend(crc.to_le_bytes());
    URL_SAFE_NO_PAD.encode(bytes)
}
