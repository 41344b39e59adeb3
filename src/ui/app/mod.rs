//! The top floor: the shell (the lobby and the router, in plain DOM, in the main module), the
//! app's pages (in the `app` chunk, with the Leptos runtime) and the loader of each game's
//! chunk. It knows each game by its chunk's entry points only (pages.rs, one match per kind of
//! page) and the lobby by the functions that start a new game.

mod dom;
mod loader;
mod lobby;
mod pages;
mod route;
mod shell;

use crate::ui::base::recovery;

pub fn mount() {
    recovery::install();
    shell::start();
}
