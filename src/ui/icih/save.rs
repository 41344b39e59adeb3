//! An ICIH game as the lobby lists it and as it is saved.

use crate::engine::{Game, GameId, Session, Team};
use crate::games::icih::Icih;
use crate::storage::{self, SaveSummary, SavedGame};
use crate::ui::base::{final_label, now_ms};

use super::computer::computer_of;
use super::words::seat_label;

pub fn summary(state: &Icih) -> SaveSummary {
    let players = state.options().players;
    let teams = match computer_of(players) {
        None => "Home vs Visitors (two players)".to_string(),
        Some(_) => format!(
            "Home ({}) vs Visitors ({})",
            seat_label(players, Team::Home),
            seat_label(players, Team::Away)
        ),
    };
    let score = state.box_score().final_score();
    let period = match state.outcome() {
        Some(o) => final_label(o.decided_in).into(),
        None => crate::games::icih::period_label(state.period(), state.period_kind()),
    };
    SaveSummary {
        teams,
        score: format!("{}-{}", score.home, score.away),
        period,
    }
}

pub fn saved_game(id: &str, created_ms: f64, session: &Session<Icih>) -> SavedGame {
    SavedGame {
        schema: storage::SCHEMA_VERSION,
        id: id.to_string(),
        game: GameId::Icih,
        summary: summary(&session.state),
        created_ms,
        updated_ms: now_ms(),
        record: session.record.encode(),
    }
}
