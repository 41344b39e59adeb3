//! Table pieces shared by every game: cards, box score, play-by-play, dialogs, share panel.

use crate::engine::cards::PlayingCard;
use crate::engine::clock::{PeriodKind, period_label};
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, Team};
use leptos::prelude::*;

#[component]
pub fn CardFace(card: PlayingCard, #[prop(optional)] small: bool) -> impl IntoView {
    let colour = if card.suit.is_red() { "red" } else { "black" };
    let size = if small { " small" } else { "" };
    view! {
        <div
            class=format!("card face {colour}{size}")
            data-card=card.to_string()
            aria-label=format!("{} of {}", card.rank_name(), card.suit.name())
        >
            <span class="rank">{card.rank_label()}</span>
            <span class="suit">{card.suit.symbol().to_string()}</span>
        </div>
    }
}

#[component]
pub fn CardBack(count: usize) -> impl IntoView {
    view! {
        <div class="card back" aria-label=format!("{count} cards face down")>
            <span class="count">{count}</span>
        </div>
    }
}

/// The box score panel beside the play-by-play; `children` adds lines under the table.
#[component]
pub fn BoxScorePanel(
    #[prop(into)] box_score: Signal<BoxScore>,
    names: ByTeam<String>,
    regulation_periods: u8,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    view! {
        <section class="panel">
            <h2>"Box score"</h2>
            <BoxScoreTable box_score=box_score names=names regulation_periods=regulation_periods />
            {children.map(|c| c())}
        </section>
    }
}

/// Goals, shots and penalty minutes per period for both teams.
#[component]
fn BoxScoreTable(
    #[prop(into)] box_score: Signal<BoxScore>,
    names: ByTeam<String>,
    regulation_periods: u8,
) -> impl IntoView {
    let header = move || {
        let bs = box_score.get();
        let count = bs.periods.len().max(usize::from(regulation_periods));
        let mut labels: Vec<String> = (1..=count)
            .map(|p| period_label(p as u8, regulation_periods, PeriodKind::Regulation))
            .collect();
        if bs.shootout.is_some() {
            labels.push("SO".into());
        }
        labels
    };
    let row = move |team: Team, stat: &'static str| {
        let bs = box_score.get();
        let count = bs.periods.len().max(usize::from(regulation_periods));
        let value = |line: &crate::engine::score::StatLine| match stat {
            "G" => line.goals,
            "S" => line.shots_on_goal,
            _ => line.penalty_minutes,
        };
        let mut cells: Vec<String> = (0..count)
            .map(|i| {
                bs.periods
                    .get(i)
                    .map(|p| value(&p[team]).to_string())
                    .unwrap_or_else(|| "-".into())
            })
            .collect();
        if let Some(so) = &bs.shootout {
            cells.push(if stat == "G" {
                so[team].to_string()
            } else {
                String::new()
            });
        }
        let total = value(&bs.totals()[team]);
        cells.push(if stat == "G" {
            bs.final_score()[team].to_string()
        } else {
            total.to_string()
        });
        cells
    };
    let section = move |stat: &'static str, title: &'static str| {
        view! {
            <tr class="section"><th colspan="99">{title}</th></tr>
            {Team::BOTH
                .into_iter()
                .map(|team| {
                    view! {
                        <tr>
                            <th scope="row">{names[team].clone()}</th>
                            {move || row(team, stat).into_iter().map(|c| view! { <td>{c}</td> }).collect_view()}
                        </tr>
                    }
                })
                .collect_view()}
        }
    };
    view! {
        <table class="box-score" data-testid="box-score">
            <thead>
                <tr>
                    <th></th>
                    {move || header().into_iter().map(|l| view! { <th scope="col">{l}</th> }).collect_view()}
                    <th scope="col">"T"</th>
                </tr>
            </thead>
            <tbody>
                {section("G", "Goals")}
                {section("S", "Shots")}
                {section("P", "Penalty minutes")}
            </tbody>
        </table>
    }
}

/// The play-by-play, newest first. With `on_pick`, a line can be clicked to jump there.
#[component]
pub fn PlayLog(
    #[prop(into)] lines: Signal<Vec<(usize, String)>>,
    #[prop(optional)] on_pick: Option<Callback<usize>>,
    #[prop(optional, into)] current: Option<Signal<usize>>,
) -> impl IntoView {
    // Keyed by line, so a new move adds its lines and moving through a replay only moves the
    // highlight, instead of rebuilding a list that runs to a thousand lines.
    let clickable = on_pick.is_some();
    view! {
        <ol class="log" data-testid="log" aria-live="polite" aria-label="Play-by-play" tabindex="0" reversed>
            <For
                each=move || lines.get().into_iter().enumerate().rev()
                key=|(index, (step, text))| (*index, *step, text.clone())
                children=move |(_, (step, text))| {
                    view! {
                        <li
                            class:current=move || current.map(|c| c.get()) == Some(step)
                            class:clickable=clickable
                            data-testid="log-line"
                            data-step=step
                            tabindex=if clickable { "0" } else { "-1" }
                            on:click=move |_| {
                                if let Some(pick) = on_pick {
                                    pick.run(step);
                                }
                            }
                            on:keydown=move |ev| {
                                if ev.key() == "Enter"
                                    && let Some(pick) = on_pick
                                {
                                    pick.run(step);
                                }
                            }
                        >
                            {text}
                        </li>
                    }
                }
            />
        </ol>
    }
}

/// An in-page yes/no question (browser `confirm` boxes are unreliable on tablets and in PWAs).
///
/// Keyboard: focus moves to Cancel when it opens (the `autofocus` attribute does nothing for an
/// element added after the page loaded), Escape cancels, Tab stays inside the dialog, and focus
/// goes back to where it was when the dialog closes.
#[component]
pub fn ConfirmDialog(
    question: String,
    yes_label: &'static str,
    on_yes: Callback<()>,
    on_no: Callback<()>,
) -> impl IntoView {
    use wasm_bindgen::JsCast;
    let yes_ref = NodeRef::<leptos::html::Button>::new();
    let no_ref = NodeRef::<leptos::html::Button>::new();
    let opener = document()
        .active_element()
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    // Back to the control that opened the dialog, if it is still there, before the answer is
    // acted on.
    let answer = move |callback: Callback<()>| {
        if let Some(el) = opener.as_ref().filter(|el| el.is_connected()) {
            let _ = el.focus();
        }
        callback.run(());
    };
    Effect::new(move |_| {
        if let Some(no) = no_ref.get() {
            let _ = no.focus();
        }
    });
    let on_keydown = {
        let answer = answer.clone();
        move |ev: web_sys::KeyboardEvent| match ev.key().as_str() {
            "Escape" => {
                ev.prevent_default();
                answer(on_no);
            }
            "Tab" => {
                // Two buttons: Tab and Shift+Tab go from one to the other.
                let (Some(yes), Some(no)) = (yes_ref.get_untracked(), no_ref.get_untracked())
                else {
                    return;
                };
                ev.prevent_default();
                let yes_element: &web_sys::Element = &yes;
                let on_yes_button = document()
                    .active_element()
                    .is_some_and(|el| &el == yes_element);
                let _ = if on_yes_button {
                    no.focus()
                } else {
                    yes.focus()
                };
            }
            _ => {}
        }
    };
    let answer_yes = answer.clone();
    view! {
        <div class="dialog-backdrop" on:keydown=on_keydown>
            <div class="dialog" role="alertdialog" aria-modal="true" data-testid="confirm-dialog">
                <p>{question}</p>
                <div class="dialog-buttons">
                    <button class="danger" data-testid="confirm-yes" node_ref=yes_ref on:click=move |_| answer_yes(on_yes)>
                        {yes_label}
                    </button>
                    <button data-testid="confirm-no" node_ref=no_ref on:click=move |_| answer(on_no)>
                        "Cancel"
                    </button>
                </div>
            </div>
        </div>
    }
}

/// Shows a link and copies it to the clipboard when the browser allows.
#[component]
pub fn SharePanel(#[prop(into)] url: Signal<String>, on_close: Callback<()>) -> impl IntoView {
    let status = RwSignal::new(String::new());
    let copy = move |_| {
        let text = url.get_untracked();
        let clipboard = window().navigator().clipboard();
        let promise = clipboard.write_text(&text);
        status.set("Copying…".into());
        leptos::task::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(promise).await {
                Ok(_) => status.set("Link copied.".into()),
                Err(_) => status.set("Could not copy: select the link and copy it.".into()),
            }
        });
    };
    view! {
        <div class="share-panel" data-testid="share-panel">
            <label for="share-url">"Link to this game"</label>
            <input
                id="share-url"
                data-testid="share-url"
                readonly
                prop:value=move || url.get()
                on:focus=|ev| {
                    use wasm_bindgen::JsCast;
                    if let Some(input) = ev
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
                    {
                        input.select();
                    }
                }
            />
            <div class="share-buttons">
                <button data-testid="share-copy" on:click=copy>"Copy link"</button>
                <button on:click=move |_| on_close.run(())>"Close"</button>
            </div>
            <p class="hint" data-testid="share-status">{move || status.get()}</p>
            <p class="hint">"Anyone who opens it sees this game move by move and can carry on from any point."</p>
        </div>
    }
}

/// The top of a replay: back to the lobby, step through the moves, continue as a new game.
#[component]
pub fn ReplayBar(
    #[prop(into)] step: Signal<usize>,
    total: usize,
    on_jump: Callback<usize>,
    /// No continuing from a finished game.
    #[prop(into)]
    finished: Signal<bool>,
    on_continue: Callback<()>,
) -> impl IntoView {
    view! {
        <nav class="table-bar">
            <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
            <span class="mode">"Shared game: replay"</span>
        </nav>
        <div class="replay-bar" role="toolbar" aria-label="Replay controls">
            <button data-testid="replay-start" on:click=move |_| on_jump.run(0) aria-label="Jump to start">"|◀"</button>
            <button data-testid="replay-back" on:click=move |_| on_jump.run(step.get_untracked().saturating_sub(1)) aria-label="Step back">"◀"</button>
            <span class="replay-step" data-testid="replay-step">{move || format!("Move {} of {}", step.get(), total)}</span>
            <button data-testid="replay-forward" on:click=move |_| on_jump.run(step.get_untracked() + 1) aria-label="Step forward">"▶"</button>
            <button data-testid="replay-end" on:click=move |_| on_jump.run(total) aria-label="Jump to end">"▶|"</button>
            <button
                class="primary"
                data-testid="replay-continue"
                disabled=move || finished.get()
                on:click=move |_| on_continue.run(())
            >"Continue from here"</button>
        </div>
    }
}
