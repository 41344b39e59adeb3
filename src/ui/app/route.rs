//! The app's routes: which page a URL fragment names.

use crate::engine::GameId;

#[derive(Debug, Clone, PartialEq)]
pub enum Route {
    Lobby,
    Play(String),
    Replay(String),
    /// A link a friend sent in a game by link.
    Link(String),
    Lab,
    /// A new game set up on a page of its own (the sims, whose team lists live in their chunk).
    NewGame(GameId),
    /// Building a team from a person's own stat lines.
    Teams,
    /// A sim's league and its season (in its chunk): the league by its number, or the first
    /// one stored.
    Season(GameId, Option<u32>),
    /// A deliberate panic for the recovery screen's browser test; the lobby unless armed
    /// (see `recovery.rs`).
    PanicTest,
}

pub fn parse_hash(hash: &str) -> Route {
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    if let Some(id) = path.strip_prefix("play/") {
        Route::Play(id.to_string())
    } else if let Some(code) = path.strip_prefix("replay/") {
        Route::Replay(code.to_string())
    } else if let Some(text) = path.strip_prefix("link/") {
        Route::Link(text.to_string())
    } else if path == "lab" {
        Route::Lab
    } else if path == "teams" {
        Route::Teams
    } else if path == "panic-test" {
        Route::PanicTest
    } else if let Some(slug) = path.strip_prefix("new/")
        && let Some(game) = GameId::ALL.into_iter().find(|g| g.slug() == slug)
    {
        Route::NewGame(game)
    } else if let Some(rest) = path.strip_prefix("season/")
        && let Some((game, league)) = season_route(rest)
    {
        Route::Season(game, league)
    } else {
        Route::Lobby
    }
}

/// "crease" or "crease/3": the sim, and its league from 1 if one is named.
fn season_route(rest: &str) -> Option<(GameId, Option<u32>)> {
    let (slug, league) = match rest.split_once('/') {
        Some((slug, league)) => (slug, Some(league.parse::<u32>().ok().filter(|&n| n > 0)?)),
        None => (rest, None),
    };
    let game = GameId::ALL.into_iter().find(|g| g.slug() == slug)?;
    Some((game, league))
}

pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_from_fragments() {
        assert_eq!(parse_hash(""), Route::Lobby);
        assert_eq!(parse_hash("#/"), Route::Lobby);
        assert_eq!(parse_hash("#/play/ab12"), Route::Play("ab12".into()));
        assert_eq!(parse_hash("#/replay/AQE"), Route::Replay("AQE".into()));
        assert_eq!(
            parse_hash("#/link/icih-link1.AQE"),
            Route::Link("icih-link1.AQE".into())
        );
        assert_eq!(parse_hash("#/nonsense"), Route::Lobby);
        assert_eq!(parse_hash("#/lab"), Route::Lab);
        assert_eq!(parse_hash("#/teams"), Route::Teams);
        assert_eq!(parse_hash("#/panic-test"), Route::PanicTest);
        assert_eq!(
            parse_hash("#/new/open-ice"),
            Route::NewGame(GameId::OpenIce)
        );
        assert_eq!(
            parse_hash("#/new/crease"),
            Route::NewGame(GameId::InsideTheCrease)
        );
        assert_eq!(parse_hash("#/new/nothing"), Route::Lobby);
        assert_eq!(
            parse_hash("#/season/fourth-street"),
            Route::Season(GameId::FourthStreet, None)
        );
        assert_eq!(
            parse_hash("#/season/crease/3"),
            Route::Season(GameId::InsideTheCrease, Some(3))
        );
        assert_eq!(
            parse_hash(&crate::ui::base::season_href("open-ice", 2)),
            Route::Season(GameId::OpenIce, Some(2))
        );
        assert_eq!(parse_hash("#/season/crease/0"), Route::Lobby);
        assert_eq!(parse_hash("#/season/crease/x"), Route::Lobby);
        assert_eq!(parse_hash("#/season/nothing"), Route::Lobby);
    }
}
