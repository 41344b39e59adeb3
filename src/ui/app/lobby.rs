//! The lobby: the saved games to continue (on top), the five games, and a new ICIH or Card
//! Hockey game. Drawn by the shell with plain DOM calls (see shell.rs: the lobby carries no
//! Leptos), text always as text nodes.

use super::dom::{El, clear, el, focus, listen};
use crate::engine::{GameId, Team};
use crate::games::card_hockey::{Options, Players, TieBreak};
use crate::games::icih;
use crate::games::is_playable;
use crate::storage::{self, SaveSlot};
use crate::ui::base::chunk::ChunkFailed;
use crate::ui::base::go;
use crate::ui::base::saves::{NO_RANDOMNESS, forget_unsaved, random_bytes, random_u64};
use std::cell::RefCell;
use std::future::Future;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlButtonElement, HtmlSelectElement, KeyboardEvent};

fn blurb(game: GameId) -> &'static str {
    match game {
        GameId::Icih => {
            "Two players, hidden hands, a 64-card action deck and three rink cards: set up plays, bluff, block shots."
        }
        GameId::CardHockey => {
            "War on ice with a standard deck: higher card moves the puck, honors score, deuces are penalties."
        }
        GameId::OpenIce => "College hockey from a 100-card action deck read against team charts.",
        GameId::InsideTheCrease => {
            "A clock-driven sim: Fast Action Cards against player and goalie cards, with lines."
        }
        GameId::FourthStreet => {
            "Six dice against skater and goalie cards on a rink of fifteen zones."
        }
    }
}

/// What the new-game form holds, and the parts of the page that change with it.
struct Form {
    chosen: GameId,
    opponent: String,
    starting: bool,
    /// The choices made in the parts drawn again (by the select's test id), kept while they
    /// are away: switching games and back keeps them.
    kept: Vec<(String, String)>,
    /// The parts drawn again when the game or the opponent changes.
    title: Element,
    link_option: Element,
    opponent_select: HtmlSelectElement,
    link_hint: Element,
    side: Element,
    options: Element,
    notice: Element,
    dialog: Element,
    /// The saved games: on top (above the new-game forms) when there are some, else at the
    /// bottom with the hint that there are none, so nothing empty takes the top.
    saves_section: Element,
    saves_title: Element,
    saves_top: Element,
    saves_bottom: Element,
    saves: Element,
    no_saves: Element,
}

type Shared = Rc<RefCell<Form>>;

/// Draws the lobby into `root`, with `notice` (why a link could not be opened) on top.
pub fn draw(root: &Element, notice: Option<String>) {
    let slot = || el("div").class("slot").build();
    let opponent_select = select_of(
        "opt-opponent",
        &[
            ("computer", "The computer"),
            ("two", "Two players on this device"),
        ],
    );
    let link_option = el("option")
        .attr("value", "link")
        .text("A friend, by link")
        .build();
    let form = Rc::new(RefCell::new(Form {
        chosen: GameId::Icih,
        opponent: "computer".to_string(),
        starting: false,
        kept: Vec::new(),
        title: el("h2").build(),
        link_option,
        opponent_select: opponent_select.clone().unchecked_into(),
        link_hint: slot(),
        side: slot(),
        options: slot(),
        notice: slot(),
        dialog: slot(),
        saves_section: el("section").class("saves").testid("saves").build(),
        saves_title: el("h2").build(),
        saves_top: slot(),
        saves_bottom: slot(),
        saves: el("ul").class("save-list").testid("saves-list").build(),
        no_saves: slot(),
    }));
    {
        let f = form.clone();
        listen(&opponent_select, "change", move |_| {
            let value = f.borrow().opponent_select.value();
            f.borrow_mut().opponent = value;
            update_form(&f);
        });
    }
    let parts = form.borrow();
    let lobby = el("div")
        .class("lobby")
        .testid("lobby")
        .child(
            el("header")
                .class("lobby-header")
                .child(el("h1").text("Rinkside"))
                .child(el("p").class("tagline").text("Tabletop hockey games, rule for rule.")),
        )
        .child(parts.notice.clone())
        .child(parts.saves_top.clone())
        .child(
            el("section")
                .child(el("h2").text("Games"))
                .child(game_list(&form)),
        )
        .child(
            el("section")
                .attr("id", "new-game")
                .class("new-game")
                .testid("new-game")
                .child(parts.title.clone())
                .child(el("label").text("Opponent ").child(opponent_select))
                .child(parts.link_hint.clone())
                .child(parts.side.clone())
                .child(parts.options.clone()),
        )
        .child(link_section(
            "Your own team",
            "Paste season lines from a spreadsheet and play them in the three sims.",
            ("#/teams", "lobby-teams", "Build a team"),
        ))
        .child(season_file_section(&form))
        .child(link_section(
            "Realism lab",
            "Watch the computer players play hundreds of games and see how the numbers compare with real hockey.",
            ("#/lab", "open-lab", "Open the realism lab"),
        ))
        .child(parts.saves_bottom.clone())
        .child(parts.dialog.clone())
        .build();
    for part in [&parts.saves_title, &parts.saves, &parts.no_saves] {
        let _ = parts.saves_section.append_child(part);
    }
    drop(parts);
    let _ = root.append_child(&lobby);
    show_notice(&form, notice);
    update_form(&form);
    draw_saves(&form);
}

/// A lobby section that leads to another page: its title, a line on it, and the link
/// (address, test id, label).
fn link_section(title: &str, hint: &str, (href, testid, label): (&str, &str, &str)) -> El {
    el("section")
        .class("lab-link")
        .child(el("h2").text(title))
        .child(el("p").class("hint").text(hint))
        .child(
            el("a")
                .class("button")
                .attr("href", href)
                .testid(testid)
                .text(label),
        )
}

/// A season file from another device, opened here: it goes to its sim's season page, which
/// checks it and asks before it replaces a season there. A file that is no season is refused
/// here with the reason.
fn season_file_section(form: &Shared) -> El {
    let f = form.clone();
    let input = el("input")
        .attr("type", "file")
        .attr("accept", ".json,application/json")
        .testid("lobby-import-season")
        .on("change", move |ev| {
            let Some(reading) = crate::ui::base::chosen_file_text(&ev) else {
                return;
            };
            let f = f.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = reading.await;
                let sent = storage::season_file_game(&text).and_then(|game| {
                    storage::stash_season_import(&text)
                        .map(|()| game)
                        .map_err(|e| e.to_string())
                });
                match sent {
                    Ok(game) => go(&format!("/season/{}", game.slug())),
                    Err(why) => show_notice(&f, Some(format!("That file was not opened: {why}."))),
                }
            });
        });
    el("section")
        .class("lab-link")
        .child(el("h2").text("A season from another device"))
        .child(
            el("p")
                .class("hint")
                .text("A season downloaded from a season page (\"The whole season\") opens here, on any device."),
        )
        .child(
            el("label")
                .class("import-season")
                .text("Open a season file ")
                .child(input),
        )
}

fn game_list(form: &Shared) -> Element {
    let mut list = el("ul").class("game-list");
    for game in GameId::ALL {
        let playable = is_playable(game);
        let mut tile = el("li")
            .class(if playable {
                "game-tile"
            } else {
                "game-tile coming"
            })
            .testid(&format!("game-{}", game.slug()))
            .child(el("h3").text(game.name()))
            .child(el("p").text(blurb(game)));
        tile = if game.has_seasons() {
            tile.child(
                el("a")
                    .class("button primary")
                    .attr("href", &format!("#/new/{}", game.slug()))
                    .testid(&format!("choose-{}", game.slug()))
                    .text("New game"),
            )
            .text(" ")
            .child(
                el("a")
                    .class("button")
                    .attr("href", &format!("#/season/{}", game.slug()))
                    .testid(&format!("season-{}", game.slug()))
                    .text("Season"),
            )
        } else if playable {
            let f = form.clone();
            tile.child(
                el("a")
                    .class("button primary")
                    .attr("href", "#new-game")
                    .testid(&format!("choose-{}", game.slug()))
                    .text("New game")
                    .on("click", move |_| {
                        {
                            let mut form = f.borrow_mut();
                            form.chosen = game;
                            // Only ICIH is played by link.
                            if game != GameId::Icih && form.opponent == "link" {
                                form.opponent = "computer".to_string();
                            }
                        }
                        update_form(&f);
                    }),
            )
        } else {
            tile.child(
                el("span")
                    .class("badge")
                    .testid(&format!("coming-{}", game.slug()))
                    .text("Coming soon"),
            )
        };
        list = list.child(tile);
    }
    list.build()
}

/// Draws the parts of the form that depend on the game and the opponent. The opponent's own
/// select is kept (it may hold the focus); only its "by link" choice comes and goes.
fn update_form(form: &Shared) {
    remember_choices(form);
    let f = form.borrow();
    let icih = f.chosen == GameId::Icih;
    f.title
        .set_text_content(Some(&format!("New {} game", f.chosen.name())));
    let has_link = f.link_option.parent_node().is_some();
    if icih && !has_link {
        let _ = f.opponent_select.append_child(&f.link_option);
    } else if !icih && has_link {
        f.link_option.remove();
    }
    f.opponent_select.set_value(&f.opponent);
    clear(&f.link_hint);
    if icih && f.opponent == "link" {
        let _ = f.link_hint.append_child(&el("p").class("hint").testid("link-hint").text(
            "You play the home side. Each of you sees only your own hand: the deck is shuffled by both apps together, and each card is shown only to the side that may see it. Send the link the game gives you; your friend plays and sends one back. A game takes a few hundred links.",
        ).build());
    }
    let vs_computer = f.opponent == "computer";
    clear(&f.side);
    if vs_computer {
        let (home, away) = if icih {
            ("Home", "Visitors")
        } else {
            ("Reds (home)", "Blacks (visitors)")
        };
        let _ = f.side.append_child(
            &el("label")
                .text("You play ")
                .child(
                    el("select")
                        .testid("opt-side")
                        .child(el("option").attr("value", "home").text(home))
                        .child(el("option").attr("value", "away").text(away)),
                )
                .build(),
        );
    }
    clear(&f.options);
    let two_players = f.opponent == "two";
    let options = if icih {
        icih_options(form, vs_computer, two_players)
    } else {
        card_hockey_options(form)
    };
    for part in options {
        let _ = f.options.append_child(&part);
    }
    for (testid, value) in &f.kept {
        for part in [&f.side, &f.options] {
            if let Some(select) =
                by_testid(part, testid).and_then(|s| s.dyn_into::<HtmlSelectElement>().ok())
            {
                select.set_value(value);
            }
        }
    }
}

/// Notes the value of every select in the parts about to be drawn again.
fn remember_choices(form: &Shared) {
    let mut f = form.borrow_mut();
    let shown: Vec<(String, String)> = [&f.side, &f.options]
        .into_iter()
        .filter_map(|part| part.query_selector_all("select").ok())
        .flat_map(|list| (0..list.length()).filter_map(move |i| list.item(i)))
        .filter_map(|node| node.dyn_into::<HtmlSelectElement>().ok())
        .filter_map(|select| Some((select.get_attribute("data-testid")?, select.value())))
        .collect();
    for (testid, value) in shown {
        match f.kept.iter_mut().find(|(id, _)| *id == testid) {
            Some(entry) => entry.1 = value,
            None => f.kept.push((testid, value)),
        }
    }
}

fn selected(root: &Element, testid: &str) -> Option<String> {
    by_testid(root, testid)
        .and_then(|el| el.dyn_into::<HtmlSelectElement>().ok())
        .map(|select| select.value())
}

/// The side the computer plays, from the "You play" choice.
fn computer_side(form: &Form) -> Team {
    match selected(&form.side, "opt-side").as_deref() {
        Some("away") => Team::Home,
        _ => Team::Away,
    }
}

fn start_button(form: &Shared, testid: &str, start: impl Fn(&Shared) + 'static) -> Element {
    let f = form.clone();
    let starting = form.borrow().starting;
    let button = el("button")
        .class("primary big")
        .testid(testid)
        .text(face_off_label(starting))
        .on("click", move |_| start(&f))
        .build();
    if starting {
        let _ = button.set_attribute("disabled", "");
    }
    button
}

fn how_to_play(title: &str, lines: &[&str]) -> Element {
    let mut list = el("ul");
    for line in lines {
        list = list.child(el("li").text(line));
    }
    el("details")
        .class("how-to-play")
        .child(el("summary").text(title))
        .child(list)
        .build()
}

/// A select of (value, text) choices.
fn select_of(testid: &str, choices: &[(&str, &str)]) -> Element {
    let mut select = el("select").testid(testid);
    for (value, text) in choices {
        select = select.child(el("option").attr("value", value).text(text));
    }
    select.build()
}

fn choices(testid: &str, label: &str, choices: &[(&str, &str)]) -> Element {
    el("label")
        .text(label)
        .child(select_of(testid, choices))
        .build()
}

/// The element with this test id inside `root`.
fn by_testid(root: &Element, testid: &str) -> Option<Element> {
    root.query_selector(&format!("[data-testid=\"{testid}\"]"))
        .ok()
        .flatten()
}

fn icih_options(form: &Shared, vs_computer: bool, two_players: bool) -> Vec<Element> {
    let mut parts = Vec::new();
    if two_players {
        // Opt-in: skipping a hand-off tells the other player that hand holds no answer.
        parts.push(choices(
            "opt-handoff",
            "Hand-offs ",
            &[
                ("every", "Before every decision of the other side"),
                (
                    "skip",
                    "Skip when the side to move holds no answer (the other player then knows that hand has no card to answer with)",
                ),
            ],
        ));
    }
    if vs_computer {
        parts.push(choices(
            "opt-level",
            "Computer ",
            &[
                ("easy", "Easy: any legal play"),
                ("medium", "Medium: plays the strategy tips"),
                ("hard", "Hard: thinks a few plays ahead"),
            ],
        ));
    }
    parts.push(choices(
        "opt-era",
        "Tied after three periods ",
        &[
            ("shootout", "2005-06 on: 5-minute overtime, then a shootout"),
            ("overtime", "1983-84 to 2004-05: 5-minute overtime"),
            ("tie", "1982-83 and before: the tie stands"),
            ("playoff", "Playoff: overtime periods until a goal"),
        ],
    ));
    // The "Medium" level is the default, as the select's first choice is not.
    if let Some(level) = parts[0]
        .query_selector("select")
        .ok()
        .flatten()
        .and_then(|s| s.dyn_into::<HtmlSelectElement>().ok())
        .filter(|_| vs_computer)
    {
        level.set_value("medium");
    }
    parts.push(start_button(form, "start-icih", start_ice_cold));
    parts.push(how_to_play(
        "How to play Ice Cold Ice Hockey",
        &[
            "The side with the puck keeps playing cards until it loses the puck. A card may be played only in the zones its rink icon shows. The icons at the upper right of the card you just played say what kind may follow it (S skate, P pass, ◎ inside shot).",
            "When you win the puck from a card turned up (a face-off, a loose puck, a save, a dump), any Skate or Pass may follow but no inside shot; after Save - OFF a Skate, Pass or inside shot; after a defensive card that wins the puck, that card's own icons.",
            "Drag a card from your hand onto the pile or the rink, or tap it and then tap the pile, or move along your hand with the arrow keys and press Enter. Only the places you may drop it light up.",
            "Buttons cover the plays without a card: dumping the puck out or in, outside shots, defensive mode, pulling the goalie.",
            "When the other side plays a card with a red D at upper right, you may answer with a defensive card; shot blocks and the kept-in card have their own moments. The lit cards in your hand are the ones that may answer.",
            "Cards turned up from the deck settle face-offs and loose pucks (the H or V letter), shots (OS and IS results) and penalties (the ID number). Every one is shown with what it meant.",
            "You refill your hand after each play: five cards, six in a five-minute overtime, one more while your goalie is pulled or while you have the extra skater on a delayed penalty. Goals, super saves, big hits, fights and cheap shots bring bonus cards. A period runs through the deck twice; a five-minute overtime deals 40 cards once, a playoff overtime is a full period.",
            "Two players on one device: a hand-off screen hides the table whenever the other side must decide, even when that side can only let the play go (skipping it would tell you that hand holds no answer). You may choose to skip those hand-offs when you start the game.",
        ],
    ));
    parts
}

fn card_hockey_options(form: &Shared) -> Vec<Element> {
    vec![
        choices(
            "opt-tiebreak",
            "Tied after three periods ",
            &[("shootout", "Shootout"), ("tie", "Stays a tie")],
        ),
        start_button(form, "start-card-hockey", start_card_hockey),
        how_to_play(
            "How to play Card Hockey",
            &[
                "Each side turns up its top card at the same time. The higher card wins the battle; aces are high, equal ranks change nothing.",
                "Winning in your defensive or neutral zone carries the puck one zone toward the goal you attack.",
                "In your offensive zone, a winning jack, queen, king or ace scores. A winning ten or lower only keeps the puck in the zone.",
                "A deuce is a two-minute minor: that side plays the deuce for this turn and the next two instead of drawing.",
                "A period ends when a side runs out of cards. Goal cards sit out the rest of regulation. Three periods; a tie can go to a sudden-death shootout.",
                "Flip with the Flip buttons, by tapping a deck, or with the Space bar. Auto-play runs to the end of the period or game.",
            ],
        ),
    ]
}

fn start_card_hockey(form: &Shared) {
    let (options, players) = {
        let f = form.borrow();
        let players = if f.opponent == "two" {
            Players::TwoPlayers
        } else {
            Players::VsComputer {
                computer: computer_side(&f),
            }
        };
        (selected(&f.options, "opt-tiebreak"), players)
    };
    let options = Options {
        players,
        tie_break: if options.as_deref() == Some("tie") {
            TieBreak::AllowTie
        } else {
            TieBreak::Shootout
        },
    };
    let Some(seed) = random_u64() else {
        return show_notice(form, Some(NO_RANDOMNESS.into()));
    };
    let start = crate::ui::card_hockey::start_card_hockey(options, seed);
    start_in_chunk(GameId::CardHockey, form, start);
}

fn start_ice_cold(form: &Shared) {
    let f = form.borrow();
    let level = match selected(&f.options, "opt-level").as_deref() {
        Some("easy") => icih::Level::Easy,
        Some("hard") => icih::Level::Hard,
        _ => icih::Level::Medium,
    };
    let era = match selected(&f.options, "opt-era").as_deref() {
        Some("playoff") => icih::Era::Playoff,
        Some("tie") => icih::Era::TieGame,
        Some("overtime") => icih::Era::Overtime,
        _ => icih::Era::Shootout,
    };
    let options = icih::Options {
        players: if f.opponent == "computer" {
            icih::Players::VsComputer {
                computer: computer_side(&f),
                level,
            }
        } else {
            icih::Players::TwoPlayers
        },
        era,
    };
    let by_link = f.opponent == "link";
    let skip_handoff =
        f.opponent == "two" && selected(&f.options, "opt-handoff").as_deref() == Some("skip");
    drop(f);
    if by_link {
        let Some(secret) = random_bytes() else {
            return show_notice(form, Some(NO_RANDOMNESS.into()));
        };
        let start = crate::ui::icih::link::start_icih_link(options, secret);
        // The chunk, then the first deck made and proved between frames.
        let start = async move {
            match start.await {
                Ok(starting) => Ok(starting.await),
                Err(failed) => Err(failed),
            }
        };
        start_in_chunk(GameId::Icih, form, start);
        return;
    }
    let Some(seed) = random_u64() else {
        return show_notice(form, Some(NO_RANDOMNESS.into()));
    };
    let start = crate::ui::icih::start_icih(options, seed, skip_handoff);
    start_in_chunk(GameId::Icih, form, start);
}

/// Starts a new game in its chunk (fetched on first use) and opens it. If storage refuses, the
/// game still opens (held in memory) and the table shows the storage warning; if the chunk
/// can't be fetched, the lobby says so and stays usable.
fn start_in_chunk<Fut>(game: GameId, form: &Shared, start: Fut)
where
    Fut: Future<Output = Result<String, ChunkFailed>> + 'static,
{
    if form.borrow().starting {
        return;
    }
    set_starting(form, true);
    show_notice(form, None);
    let form = form.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let started = start.await;
        set_starting(&form, false);
        match started {
            Ok(id) => go(&format!("/play/{id}")),
            Err(ChunkFailed) => show_notice(
                &form,
                Some(format!(
                    "{} couldn't be loaded: this part of Rinkside has not been downloaded to this device yet, and the network did not answer. Check the connection and press Face off again.",
                    game.name()
                )),
            ),
        }
    });
}

/// The Face off button says the game is loading, and takes no second press meanwhile.
fn set_starting(form: &Shared, starting: bool) {
    form.borrow_mut().starting = starting;
    let f = form.borrow();
    for testid in ["start-icih", "start-card-hockey"] {
        if let Some(button) =
            by_testid(&f.options, testid).and_then(|b| b.dyn_into::<HtmlButtonElement>().ok())
        {
            button.set_disabled(starting);
            button.set_text_content(Some(face_off_label(starting)));
        }
    }
}

fn show_notice(form: &Shared, text: Option<String>) {
    let slot = form.borrow().notice.clone();
    clear(&slot);
    if let Some(text) = text {
        let dismiss_slot = slot.clone();
        let banner = el("div")
            .class("banner warning")
            .attr("role", "alert")
            .testid("notice")
            .child(el("span").text(&text))
            .child(
                el("button")
                    .text("Dismiss")
                    .on("click", move |_| clear(&dismiss_slot)),
            );
        let _ = slot.append_child(&banner.build());
    }
}

fn face_off_label(starting: bool) -> &'static str {
    if starting {
        "Loading the game…"
    } else {
        "Face off"
    }
}

fn format_time(ms: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(date.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}

fn draw_saves(form: &Shared) {
    let (list, empty) = {
        let f = form.borrow();
        (f.saves.clone(), f.no_saves.clone())
    };
    clear(&list);
    clear(&empty);
    let saves = storage::list();
    let seasons = storage::season_texts();
    {
        // A game to continue comes first; the "none yet" hint waits at the bottom.
        let f = form.borrow();
        let (place, title) = if saves.is_empty() {
            (&f.saves_bottom, "Saved games")
        } else {
            (&f.saves_top, "Continue a game")
        };
        f.saves_title.set_text_content(Some(title));
        let _ = place.append_child(&f.saves_section);
    }
    if saves.is_empty() {
        let _ = empty.append_child(
            &el("p")
                .class("hint")
                .testid("no-saves")
                .text("No saved games yet. Every game is saved on this device after every play.")
                .build(),
        );
    }
    for slot in saves {
        let row = match slot {
            SaveSlot::Readable(save) => {
                let open = format!("/play/{}", save.id);
                let question = format!(
                    "Delete the saved {} game {} ({}, {})?",
                    save.game.name(),
                    save.summary.teams,
                    save.summary.score,
                    save.summary.period
                );
                let id = save.id.clone();
                let f = form.clone();
                let info = el("div")
                    .class("save-info")
                    .child(el("strong").text(save.game.name()))
                    .child(el("span").testid("save-teams").text(&save.summary.teams))
                    .child(
                        el("span")
                            .class("save-score")
                            .testid("save-score")
                            .text(&save.summary.score),
                    )
                    .child(el("span").testid("save-period").text(&save.summary.period));
                // A season's game at the table says so (its table leads back to the season).
                let info = if seasons
                    .iter()
                    .any(|t| storage::season_has_at_table(t, &save.id))
                {
                    info.child(
                        el("span")
                            .class("save-season")
                            .testid("save-season")
                            .text("Season game"),
                    )
                } else {
                    info
                };
                let info = info.child(
                    el("span")
                        .class("hint")
                        .text("Last played ")
                        .text(&format_time(save.updated_ms)),
                );
                el("li")
                    .class("save-row")
                    .testid("save-row")
                    .attr("data-id", &save.id)
                    .child(info)
                    .child(
                        el("div")
                            .class("save-actions")
                            .child(
                                el("button")
                                    .class("primary")
                                    .testid("save-continue")
                                    .text("Continue")
                                    .on("click", move |_| go(&open)),
                            )
                            .child(delete_button(&f, id, question)),
                    )
            }
            SaveSlot::Unreadable { id, reason } => el("li")
                .class("save-row unreadable")
                .testid("save-unreadable")
                .attr("data-id", &id)
                .child(
                    el("div")
                        .class("save-info")
                        .child(el("strong").text("Unreadable saved game"))
                        .child(
                            el("span")
                                .class("hint")
                                .text(&format!("This entry cannot be opened: {reason}.")),
                        ),
                )
                .child(el("div").class("save-actions").child(delete_button(
                    form,
                    id,
                    "Delete this unreadable saved game? It cannot be recovered.".to_string(),
                ))),
        };
        let _ = list.append_child(&row.build());
    }
}

fn delete_button(form: &Shared, id: String, question: String) -> El {
    let f = form.clone();
    el("button")
        .testid("save-delete")
        .text("Delete")
        .on("click", move |_| confirm_delete(&f, id.clone(), &question))
}

/// Asks before deleting: a modal dialog, Cancel focused, Escape cancels, Tab stays inside; the
/// focus goes back to the button that asked.
fn confirm_delete(form: &Shared, id: String, question: &str) {
    let slot = form.borrow().dialog.clone();
    clear(&slot);
    let opener = super::dom::document().active_element();
    let close = {
        let slot = slot.clone();
        move || {
            clear(&slot);
            if let Some(el) = opener.as_ref().filter(|el| el.is_connected()) {
                focus(el);
            }
        }
    };
    let yes = {
        let (close, form) = (close.clone(), form.clone());
        el("button")
            .class("danger")
            .testid("confirm-yes")
            .text("Delete")
            .on("click", move |_| {
                close();
                storage::delete(&id);
                forget_unsaved(&id);
                draw_saves(&form);
            })
            .build()
    };
    let no = {
        let close = close.clone();
        el("button")
            .testid("confirm-no")
            .text("Cancel")
            .on("click", move |_| close())
            .build()
    };
    let (yes_el, no_el) = (yes.clone(), no.clone());
    let backdrop = el("div")
        .class("dialog-backdrop")
        .on("keydown", move |ev| {
            let Some(ev) = ev.dyn_ref::<KeyboardEvent>() else {
                return;
            };
            match ev.key().as_str() {
                "Escape" => {
                    ev.prevent_default();
                    close();
                }
                "Tab" => {
                    // Two buttons: Tab and Shift+Tab go from one to the other.
                    ev.prevent_default();
                    let on_yes = super::dom::document()
                        .active_element()
                        .is_some_and(|el| el == yes_el);
                    focus(if on_yes { &no_el } else { &yes_el });
                }
                _ => {}
            }
        })
        .child(
            el("div")
                .class("dialog")
                .attr("role", "alertdialog")
                .attr("aria-modal", "true")
                .testid("confirm-dialog")
                .child(el("p").text(question))
                .child(
                    el("div")
                        .class("dialog-buttons")
                        .child(yes)
                        .child(no.clone()),
                ),
        )
        .build();
    let _ = slot.append_child(&backdrop);
    focus(&no);
}
