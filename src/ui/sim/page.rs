//! What a sim is to its pages: its names, how its run controls speak, the rule options its
//! pages offer, and its saved game with the lobby's summary line.

use crate::engine::{Session, Team};
use crate::games::sim::{Coach, RuleOptions, SimPlay};
use crate::storage::{self, SaveSummary, SavedGame};
use crate::ui::base::now_ms;
use leptos::prelude::*;

pub fn team_slug(team: Team) -> &'static str {
    match team {
        Team::Home => "home",
        Team::Away => "away",
    }
}

pub fn seat_word(coach: Coach) -> &'static str {
    match coach {
        Coach::Person => "you",
        Coach::Computer => "computer",
    }
}

/// A sim game summed up for the lobby: "ABC (you) vs DEF (computer)", the score and the
/// scoreboard's period.
pub fn summary<G: SimPlay>(state: &G) -> SaveSummary {
    let coaches = state.coaches();
    let side = |t: Team| format!("{} ({})", state.abbreviation(t), seat_word(coaches[t]));
    let board = state.scoreboard();
    // A finished game reads as reported, a shootout win a goal (2-1, "Final (SO)"), as the final
    // banner and the season's list have it; a shootout under way still shows the tie.
    let score = if state.outcome().is_some() {
        state.box_score().final_score()
    } else {
        board.score
    };
    SaveSummary {
        teams: format!("{} vs {}", side(Team::Home), side(Team::Away)),
        score: format!("{}-{}", score.home, score.away),
        period: board.period,
    }
}

pub fn saved_game<G: SimPlay>(id: &str, created_ms: f64, session: &Session<G>) -> SavedGame {
    SavedGame {
        schema: storage::SCHEMA_VERSION,
        id: id.to_string(),
        game: G::ID,
        summary: summary(&session.state),
        created_ms,
        updated_ms: now_ms(),
        record: session.record.encode(),
    }
}

/// What a sim's pages are called, and how the game plays.
pub struct PageNames {
    /// The game's name: the new-game page is "New {name} game".
    pub name: &'static str,
    /// The test-id prefix of its pages ("cr" gives "cr-setup", "cr-start", "cr-team-home",
    /// "cr-overtime" and "cr-rules").
    pub prefix: &'static str,
    /// The table's class ("crease").
    pub class: &'static str,
    /// How the game plays, in our words: paragraphs split by blank lines.
    pub how_to_play: &'static str,
}

impl PageNames {
    pub const fn new(
        name: &'static str,
        prefix: &'static str,
        class: &'static str,
        how_to_play: &'static str,
    ) -> Self {
        PageNames {
            name,
            prefix,
            class,
            how_to_play,
        }
    }
}

/// A sim as its pages show it: names, and rule options the engine describes.
pub trait SimPage:
    SimPlay<Options: RuleOptions + serde::Serialize + serde::de::DeserializeOwned>
    + Send
    + Sync
    + 'static
{
    const PAGE: PageNames;
    const RUN: RunWords;

    /// Anything under Face off on the new-game page (a link to another page).
    fn setup_foot() -> Option<AnyView> {
        None
    }

    /// The sim's card builder's own test of a regular (whose card must give his line back).
    fn is_regular(line: &crate::league::SkaterLine, team_games: u32) -> bool;

    /// A word for a new season's rules: which of the book's options play closest to the
    /// stat lines the cards were built from, where that is not the default, or how the book
    /// plays a season's games.
    const SEASON_RULES_HINT: Option<&'static str> = None;
}

/// How a sim's run controls speak.
#[derive(Clone, Copy)]
pub struct RunWords {
    /// Whether to show a Step button (4th Street's tray has its own Roll).
    pub step_button: bool,
    /// What one step turns, for the speeds ("card", "roll").
    pub unit: &'static str,
    /// What the hint says while nothing runs and nobody must decide.
    pub idle_hint: &'static str,
}

impl RunWords {
    pub const fn new(step_button: bool, unit: &'static str, idle_hint: &'static str) -> Self {
        RunWords {
            step_button,
            unit,
            idle_hint,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DecidedIn, Game};
    use crate::games::crease::lab::{league_options, simulate};

    /// The lobby lists a shootout win as reported, the winner a goal up (the audit saw "1-1
    /// Final (SO)" beside a banner saying "win 2-1 in a shootout").
    #[test]
    fn the_lobby_lists_a_shootout_win_a_goal_up() {
        let league = crate::games::sim::builtin_league();
        let game = (1..400)
            .map(|seed| simulate(league_options(league, seed), seed))
            .find(|g| {
                g.outcome()
                    .is_some_and(|o| o.decided_in == DecidedIn::Shootout)
            })
            .expect("a shootout in 400 games");
        let goals = game.box_score().goals();
        assert_eq!(goals.home, goals.away, "tied before the shootout");
        let line = summary(&game);
        let reported = game.box_score().final_score();
        assert_eq!(reported.home.abs_diff(reported.away), 1);
        assert_eq!(line.score, format!("{}-{}", reported.home, reported.away));
        assert_eq!(line.period, "Final (SO)");
    }
}
