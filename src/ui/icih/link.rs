//! Playing a friend by link (issue 25): starting such a game, taking in a link a friend sent,
//! and the panel at the table that says whose turn it is and holds the link to send. The game
//! itself is `games::icih::link::Device`; its table is ICIH's own (`IcihPlay` with a device).
//!
//! A game by link is saved like any game, under "link-<game id>-<side>", with the device's state
//! (its secret keys among it) in place of a record. A device that holds one side of a game does
//! not take up the other: its own link, opened by a slip, is refused (`Link::opening`).

use super::card::IcihCard;
use crate::engine::mental_poker::Secret;
use crate::engine::{GameId, Team};
use crate::games::icih::link::{Device, Link, Opening, Status, Verdict};
use crate::games::icih::{CardId, Options, period_label};
use crate::storage::{self, LINK_DEVICE_PREFIX, LoadProblem, SaveSummary, SavedGame};
use crate::ui::base::chunk::ChunkFailed;
use crate::ui::base::frames::{FrameWork, WorkTimes};
use crate::ui::base::saves::{NO_RANDOMNESS, random_bytes, save_or_hold};
use crate::ui::base::{go, now_ms};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;

thread_local! {
    /// What the last piece of link work took here (ms): starting a game or taking a link in.
    /// The table shows it in `data-work-ms` and `data-slice-ms` for scripts/bench-link-ui.mjs.
    static LAST_WORK: Cell<WorkTimes> = const {
        Cell::new(WorkTimes {
            work: 0.0,
            longest: 0.0,
            last: 0.0,
            longest_from: None,
            longest_to: None,
        })
    };
}

/// What the last link work took.
pub fn last_work() -> WorkTimes {
    LAST_WORK.with(Cell::get)
}

/// Keeps what a piece of link work took, for the table to show.
pub fn keep_work_times(work: &FrameWork) -> WorkTimes {
    let times = work.done();
    LAST_WORK.with(|c| c.set(times));
    times
}

/// The save of one side of a game by link.
pub fn save_id(device: &Device) -> String {
    save_id_for(&device.game_id(), device.seat())
}

fn save_id_for(game: &str, seat: Team) -> String {
    let side = match seat {
        Team::Home => "home",
        Team::Away => "away",
    };
    format!("link-{game}-{side}")
}

/// Is this save a game by link (its device in place of a record)?
pub fn is_link_save(save: &SavedGame) -> bool {
    storage::is_link_device(&save.record)
}

/// The device kept in a save, or why it can't be read.
pub fn device_of(save: &SavedGame) -> Result<Device, String> {
    save.record
        .strip_prefix(LINK_DEVICE_PREFIX)
        .and_then(Device::from_saved)
        .ok_or_else(|| {
            if save.record.starts_with(LINK_DEVICE_PREFIX) {
                "the saved game by link is damaged".to_string()
            } else {
                "this game by link was started with an older version of Rinkside, before every \
                 step of a game by link was proved, and can't be continued; start a new game by \
                 link"
                    .to_string()
            }
        })
}

/// The save for a device, with what the lobby lists.
pub fn link_save(device: &Device, created_ms: f64) -> SavedGame {
    let game = device.session().state;
    let score = game.box_score().final_score();
    let you = match device.seat() {
        Team::Home => "Home (you) vs Visitors (a friend, by link)",
        Team::Away => "Home (a friend, by link) vs Visitors (you)",
    };
    let period = match game.outcome_ref() {
        Some(_) => device.turn_words(),
        None => format!(
            "{}: {}",
            period_label(game.period(), game.period_kind()),
            device.turn_words()
        ),
    };
    SavedGame {
        schema: storage::SCHEMA_VERSION,
        id: save_id(device),
        game: GameId::Icih,
        summary: SaveSummary {
            teams: you.to_string(),
            score: format!("{}-{}", score.home, score.away),
            period,
        },
        created_ms,
        updated_ms: now_ms(),
        record: format!("{LINK_DEVICE_PREFIX}{}", device.to_saved()),
    }
}

/// The full URL a friend opens to take in a link.
pub fn link_url(text: &str) -> String {
    let location = window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_else(|_| "/".into());
    format!("{origin}{path}#/link/{text}")
}

/// The link text in something pasted: a whole URL or the text alone.
pub fn link_text(pasted: &str) -> String {
    let pasted = pasted.trim();
    match pasted.rfind("#/link/") {
        Some(at) => pasted[at + "#/link/".len()..].to_string(),
        None => pasted.to_string(),
    }
}

/// Work that ends with a save's id.
pub type Starting = Pin<Box<dyn Future<Output = String>>>;

/// Starts a game by link as the home side, with `secret` from the browser's random source, and
/// saves it; the work (the first deck, shuffled and proved, between frames) ends with its
/// save's id.
#[wasm_split(icih, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn start_icih_link(options: Options, secret: [u8; 32]) -> Result<Starting, ChunkFailed> {
    Ok(Box::pin(async move {
        let mut work = FrameWork::start();
        let device = Device::open_sliced(options, Secret(secret), &mut work.slicer).await;
        work.slicer.pause().await;
        let save = link_save(&device, now_ms());
        keep_work_times(&work);
        let id = save.id.clone();
        let _ = save_or_hold(save);
        id
    }))
}

/// What became of a link opened here.
enum Taken {
    /// Taken in (or a new game joined): the save to open.
    Saved(String),
    /// Refused: why, and the save of that game on this device, if there is one.
    Refused(String, Option<String>),
}

/// Takes in a link between frames: the game's save on this device takes it, or a game's first
/// link starts the visitors' side. Nothing saved changes when a link is refused.
async fn take_link(text: &str) -> Taken {
    let mut work = FrameWork::start();
    let taken = take_link_sliced(text, &mut work).await;
    keep_work_times(&work);
    taken
}

async fn take_link_sliced(text: &str, work: &mut FrameWork) -> Taken {
    let link = match Link::from_text(text) {
        Ok(link) => link,
        Err(e) => return Taken::Refused(sentence(&e.to_string()), None),
    };
    let mine = save_id_for(&link.game_id(), link.from().other());
    let sender = save_id_for(&link.game_id(), link.from());
    let held = match storage::load(&mine) {
        Ok(save) => Some(save),
        Err(LoadProblem::Missing) => None,
        Err(e) => return Taken::Refused(sentence(&e.to_string()), None),
    };
    let sender_held = held.is_none() && storage::load(&sender).is_ok();
    work.slicer.pause().await;
    match (link.opening(held.is_some(), sender_held), held) {
        (Opening::Receive, Some(save)) => {
            let mut device = match device_of(&save) {
                Ok(device) => device,
                Err(e) => return Taken::Refused(sentence(&e), None),
            };
            work.slicer.pause().await;
            match device.receive_sliced(text, &mut work.slicer).await {
                Ok(()) => {
                    work.slicer.pause().await;
                    let save = link_save(&device, save.created_ms);
                    work.slicer.pause().await;
                    let _ = save_or_hold(save);
                    Taken::Saved(mine)
                }
                Err(e) => Taken::Refused(sentence(&e.to_string()), Some(mine)),
            }
        }
        (Opening::Join, _) => {
            let Some(secret) = random_bytes() else {
                return Taken::Refused(NO_RANDOMNESS.into(), None);
            };
            match Device::join_sliced(text, Secret(secret), &mut work.slicer).await {
                Ok(device) => {
                    work.slicer.pause().await;
                    let save = link_save(&device, now_ms());
                    work.slicer.pause().await;
                    let _ = save_or_hold(save);
                    Taken::Saved(mine)
                }
                Err(e) => Taken::Refused(sentence(&e.to_string()), None),
            }
        }
        // The sender's own link: its game, untouched, is offered to go back to.
        (Opening::Refuse(e), _) => {
            Taken::Refused(sentence(&e.to_string()), sender_held.then_some(sender))
        }
        (Opening::Receive, None) => unreachable!("a link is received only by a save held here"),
    }
}

fn sentence(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// A link a friend sent, opened: on to the game, or a page that says why not.
#[wasm_split(icih, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn open_icih_link(
    text: String,
) -> Result<crate::ui::base::chunk::PageBuilder, crate::ui::base::chunk::ChunkFailed> {
    Ok(Box::new(move || {
        let refused = RwSignal::new(None::<(String, Option<String>)>);
        leptos::task::spawn_local(async move {
            match take_link(&text).await {
                Taken::Saved(id) => {
                    // Replaced, so Back does not open the same link again.
                    let _ = window().location().replace(&format!("#/play/{id}"));
                }
                Taken::Refused(why, save) => {
                    refused.try_set(Some((why, save)));
                }
            }
        });
        (move || match refused.get() {
            None => view! {
                <div class="page-loading" role="status" aria-live="polite" data-testid="link-checking">
                    <span class="spinner" aria-hidden="true"></span>
                    <span>"Checking your friend's link…"</span>
                </div>
            }
            .into_any(),
            Some((why, save)) => view! { <LinkRefused why=why save=save /> }.into_any(),
        })
        .into_any()
    }))
}

#[component]
fn LinkRefused(why: String, save: Option<String>) -> impl IntoView {
    // A link too damaged to name its game: offer every game by link on this device instead.
    let others: Vec<(String, String)> = if save.is_some() {
        Vec::new()
    } else {
        storage::list()
            .into_iter()
            .filter_map(|slot| match slot {
                storage::SaveSlot::Readable(s) if is_link_save(&s) => {
                    let label = format!(
                        "{} ({}, {})",
                        s.summary.teams, s.summary.score, s.summary.period
                    );
                    Some((s.id, label))
                }
                _ => None,
            })
            .collect()
    };
    view! {
        <div class="page-error" role="alert" data-testid="link-refused">
            <h2>"This link can't be played"</h2>
            <p data-testid="link-refused-why">{why}</p>
            <p>"Nothing saved on this device has changed."</p>
            <div class="page-error-actions">
                {save.map(|id| view! {
                    <a class="button primary" href=format!("#/play/{id}") data-testid="link-newest">"Open the newest position of this game"</a>
                })}
                <a class="button" href="#/" data-testid="link-to-lobby">"Back to the lobby"</a>
            </div>
            {(!others.is_empty()).then(|| view! {
                <h3>"Your games by link on this device"</h3>
                <ul class="link-games">
                    {others.into_iter().map(|(id, label)| view! {
                        <li><a class="button" href=format!("#/play/{id}") data-testid="link-game">{label}</a></li>
                    }).collect_view()}
                </ul>
            })}
        </div>
    }
}

/// What the final banner adds for a game by link whose result is not checked: the other
/// side's secret has not come (it may never come), or the check failed.
pub fn result_note(device: &Device) -> Option<&'static str> {
    match device.status() {
        Status::Over { verdict: None } => {
            Some("unconfirmed: your friend has not sent the final check")
        }
        Status::Over {
            verdict: Some(Verdict::Mismatch(_)),
        } => Some("not confirmed: the check failed"),
        _ => None,
    }
}

/// Whose turn it is, the link to send, and a box for the friend's link.
#[component]
pub fn LinkPanel(
    #[prop(into)] device: Signal<Device>,
    /// What this side's last piece of link work took (its move, or the link taken in).
    #[prop(into)]
    work: Signal<WorkTimes>,
) -> impl IntoView {
    let words = Memo::new(move |_| device.with(Device::turn_words));
    let to_send = Memo::new(move |_| device.with(|d| d.link_to_send().map(link_url)));
    let mismatch = Memo::new(move |_| {
        device.with(|d| match d.status() {
            Status::Over {
                verdict: Some(Verdict::Mismatch(why)),
            } => Some(why),
            _ => None,
        })
    });
    let revealed = Memo::new(move |_| device.with(Device::revealed));
    let code = Memo::new(move |_| device.with(Device::short_code));
    let your_move = Memo::new(move |_| device.with(|d| d.status() == Status::YourMove));
    let pasted = RwSignal::new(String::new());
    let status = RwSignal::new(String::new());
    let copy = move |_| {
        let Some(text) = to_send.get_untracked() else {
            return;
        };
        let promise = window().navigator().clipboard().write_text(&text);
        status.set("Copying…".into());
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(_) => status.set("Link copied: paste it into a message to your friend.".into()),
                Err(_) => status.set("Could not copy: select the link and copy it.".into()),
            }
        });
    };
    let share = move |_| {
        let Some(url) = to_send.get_untracked() else {
            return;
        };
        if !system_share(&url) {
            status.set("This browser has no share sheet: copy the link instead.".into());
        }
    };
    let open = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = link_text(&pasted.get_untracked());
        if text.is_empty() {
            status.set("Paste the link your friend sent first.".into());
            return;
        }
        pasted.set(String::new());
        go(&format!("/link/{text}"));
    };
    view! {
        <section class="link-panel" data-testid="link-panel" aria-label="Playing by link" data-work-ms=move || format!("{:.1}", work.get().work) data-slice-ms=move || format!("{:.1}", work.get().longest) data-last-slice-ms=move || format!("{:.1}", work.get().last) data-slice-at=move || work.get().longest_where()>
            <p class="link-status" data-testid="link-status" role="status" aria-live="polite">{move || words.get()}</p>
            {move || mismatch.get().map(|why| view! { <p class="reason" role="alert" data-testid="link-mismatch">{why}</p> })}
            {move || code.get().map(|code| view! {
                <p class="link-code">
                    "Check code " <strong data-testid="link-code">{code}</strong>
                    ": your friend's table shows the same code, or someone sits between you."
                </p>
            })}
            {move || revealed.get().map(|(hands, left)| {
                let cards = |ids: Vec<CardId>| ids.into_iter().map(|id| view! { <IcihCard id=id /> }).collect_view();
                view! {
                    <div class="link-revealed" data-testid="link-revealed">
                        <h3>"Every card, shown and checked"</h3>
                        <p>"The home side's last hand"</p>
                        <div class="revealed-cards" data-testid="revealed-home">{cards(hands.home)}</div>
                        <p>"The visitors' last hand"</p>
                        <div class="revealed-cards" data-testid="revealed-away">{cards(hands.away)}</div>
                        <p>{format!("Left in the deck, from the top ({})", left.len())}</p>
                        <div class="revealed-cards" data-testid="revealed-deck">{cards(left)}</div>
                    </div>
                }
            })}
            {move || to_send.get().map(|url| view! {
                <div class="link-send">
                    <label for="link-text">"Send this link to your friend"</label>
                    <textarea id="link-text" readonly rows="2" data-testid="link-text" prop:value=url></textarea>
                    <div class="share-buttons">
                        <button class="primary" data-testid="link-copy" on:click=copy>"Copy link"</button>
                        <button data-testid="link-share" on:click=share>"Share…"</button>
                    </div>
                </div>
            })}
            // Folded away while it is this side's move, so the hand stays on screen.
            <details class="link-take" data-testid="link-take" prop:open=move || !your_move.get()>
            <summary>"Open a link from your friend"</summary>
            <form on:submit=open>
                <label for="link-paste">"Your friend's link"</label>
                <textarea
                    id="link-paste"
                    rows="2"
                    data-testid="link-paste"
                    placeholder="Paste the link here, or just open it"
                    prop:value=move || pasted.get()
                    on:input=move |ev| pasted.set(event_target_value(&ev))
                ></textarea>
                <button type="submit" data-testid="link-open">"Open link"</button>
            </form>
            </details>
            <p class="hint" data-testid="link-note">{move || status.get()}</p>
        </section>
    }
}

/// The system share sheet, where the browser has one. False if it has none.
fn system_share(url: &str) -> bool {
    use wasm_bindgen::JsCast;
    let navigator = window().navigator();
    let Ok(share) = js_sys::Reflect::get(&navigator, &"share".into()) else {
        return false;
    };
    let Some(share) = share.dyn_ref::<js_sys::Function>() else {
        return false;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(
        &data,
        &"title".into(),
        &"Ice Cold Ice Hockey: your move".into(),
    );
    let _ = js_sys::Reflect::set(&data, &"url".into(), &url.into());
    // A cancelled sheet rejects the promise; nothing to do then.
    share.call1(&navigator, &data).is_ok()
}
