//! The game record (game, rules version, options, seed, actions) and its compact text form,
//! used both for share links and inside saves.
//!
//! Layout before base64url: format version (1 byte), game code (1 byte), postcard body
//! (rules version, options, seed, actions; then the deal in format 2), CRC-32 of all preceding
//! bytes (4 bytes, LE). A record without a deal is written in format 1, as it always was.
//! The checksum is what turns an edited or truncated link into a clear message instead of a
//! different game.

use super::game::{Game, GameId};
use base64::{Engine as _, engine::general_purpose::URL_SAFE_NO_PAD};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const FORMAT_VERSION: u8 = 1;
/// A record with a [`Deal`].
pub const DEALT_FORMAT: u8 = 2;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct GameRecord<G: Game> {
    pub rules_version: u16,
    pub options: G::Options,
    pub seed: u64,
    pub actions: Vec<G::Action>,
    /// Draws fixed by the record instead of by the seed (format 2 only).
    #[serde(skip)]
    pub deal: Option<Deal>,
}

/// Cards a record fixes, per shuffle and position (0 where it does not). A shared game in
/// progress carries only what its sharer saw, so its link cannot tell anyone the deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub known: Vec<Vec<u8>>,
    /// True: the cards not fixed stay hidden (a replay only). False: the seed deals them.
    pub sealed: bool,
}

impl<G: Game> GameRecord<G> {
    pub fn new(options: G::Options, seed: u64) -> Self {
        GameRecord {
            rules_version: G::RULES_VERSION,
            options,
            seed,
            actions: Vec::new(),
            deal: None,
        }
    }

    pub fn encode(&self) -> String {
        // Serialising plain data into a Vec cannot fail.
        let (format, body) = match &self.deal {
            None => (FORMAT_VERSION, postcard::to_allocvec(self)),
            Some(deal) => (DEALT_FORMAT, postcard::to_allocvec(&(self, deal))),
        };
        let mut bytes = vec![format, G::ID.code()];
        bytes.extend(body.expect("record serialises"));
        let crc = crc32fast::hash(&bytes);
        bytes.extend(crc.to_le_bytes());
        URL_SAFE_NO_PAD.encode(bytes)
    }

    /// Decodes a record already known to be for game `G` (see [`peek_game`]).
    pub fn decode(text: &str) -> Result<Self, RecordError> {
        let (format, game, body) = checked_body(text)?;
        if game != G::ID {
            return Err(RecordError::WrongGame);
        }
        let record: GameRecord<G> = if format == DEALT_FORMAT {
            let (mut record, deal): (GameRecord<G>, Deal) =
                postcard::from_bytes(&body).map_err(|_| RecordError::Malformed)?;
            record.deal = Some(deal);
            record
        } else {
            postcard::from_bytes(&body).map_err(|_| RecordError::Malformed)?
        };
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
    checked_body(text).map(|(_, game, _)| game)
}

fn checked_body(text: &str) -> Result<(u8, GameId, Vec<u8>), RecordError> {
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
        return Err(if content[0] > DEALT_FORMAT {
            RecordError::FutureFormat
        } else {
            RecordError::Checksum
        });
    }
    if content[0] > DEALT_FORMAT {
        return Err(RecordError::FutureFormat);
    }
    if content[0] == 0 {
        return Err(RecordError::Malformed);
    }
    let game = GameId::from_code(content[1]).ok_or(RecordError::UnknownGame)?;
    Ok((content[0], game, content[2..].to_vec()))
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
