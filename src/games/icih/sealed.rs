//! Share links of a game in progress (issue 25). A seeded record would let its holder replay
//! the whole deck, so a game still being played is shared sealed: its record keeps only the
//! draws its sharer saw (the table, and the hand of whoever plays on this device), the moves,
//! and no seed. Its replay shows the other hand as hidden cards, each becoming the card it plays.
//! Continuing from a sealed replay deals every card nobody saw again from a new seed.

use super::draws::DrawTo;
use super::rules::Icih;
use crate::engine::record::Deal;
use crate::engine::{GameRecord, RecordError, Session, Team};

/// The record to share of a game in progress: what the hands in `seen` and the table showed.
/// A record already sealed is shared as it is.
pub fn sealed(record: &GameRecord<Icih>, seen: &[Team]) -> Result<GameRecord<Icih>, RecordError> {
    let mut game = match &record.deal {
        None => Icih::new_traced(record.options.clone(), record.seed, record.rules_version),
        Some(deal) if deal.sealed => return Ok(record.clone()),
        Some(deal) => Icih::new_dealt(
            record.options.clone(),
            record.seed,
            record.rules_version,
            deal,
        )
        .map_err(RecordError::Unplayable)?,
    };
    for action in &record.actions {
        game.apply_action(action)
            .map_err(|e| RecordError::IllegalAction(e.to_string()))?;
    }
    let script = game.script().expect("a traced or dealt game has a script");
    let mut known: Vec<Vec<u8>> = vec![Vec::new(); script.shuffles.len()];
    for (draw, &card) in script.draws.iter().zip(&script.dealt) {
        let shown = match draw.to {
            DrawTo::Table => true,
            DrawTo::Hand(team) => seen.contains(&team),
            DrawTo::Aside => false,
        };
        if shown {
            let epoch = &mut known[draw.epoch];
            if epoch.len() <= draw.pos {
                epoch.resize(draw.pos + 1, 0);
            }
            epoch[draw.pos] = card;
        }
    }
    Ok(GameRecord {
        rules_version: record.rules_version,
        options: record.options.clone(),
        seed: 0,
        actions: record.actions.clone(),
        deal: Some(Deal {
            known,
            sealed: true,
        }),
    })
}

/// The game of a sealed replay, `at` its current move, made whole to play on: every card its
/// sharer did not see (the other hand, the deck's order) dealt again from `seed`.
pub fn dealt_again(at: &Session<Icih>, seed: u64) -> Result<Session<Icih>, RecordError> {
    let sealed = at.record.deal.as_ref().is_some_and(|d| d.sealed);
    let script =
        at.state.script().filter(|_| sealed).ok_or_else(|| {
            RecordError::Unplayable("only a sealed game is dealt again".to_string())
        })?;
    let record = GameRecord {
        rules_version: at.record.rules_version,
        options: at.record.options.clone(),
        seed,
        actions: at.record.actions.clone(),
        deal: Some(Deal {
            known: script.seen(),
            sealed: false,
        }),
    };
    Session::replay(&record, None)
}
