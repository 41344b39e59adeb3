//! The realism lab page: runs computer-vs-computer games in the browser, in slices so the page
//! stays responsive, and draws each figure against its real-hockey band. Any game that
//! implements `games::lab::Lab` can be added to `LABS`.

use crate::games::crease::lab::CreaseLab;
use crate::games::fourth_street::lab::{FourthStreetLab, FourthStreetStandardLab};
use crate::games::icih::lab::IcihLab;
use crate::games::lab::{Figure, Lab};
use crate::games::open_ice::lab::OpenIceLab;
use crate::ui::base::chunk::{ChunkFailed, PageBuilder};
use crate::ui::base::clock_ms;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use std::time::Duration;

/// The labs on offer: (key, name).
const LABS: [(&str, &str); 5] = [
    ("icih", IcihLab::NAME),
    ("open-ice", OpenIceLab::NAME),
    ("crease", CreaseLab::NAME),
    ("fourth-street", FourthStreetStandardLab::NAME),
    ("fourth-street-basic", FourthStreetLab::NAME),
];
/// Seeds start here, as in `realism_icih`, so the page and the command agree.
const FIRST_SEED: u64 = 1;
/// Work per slice before yielding to the browser (ms), well under one 16 ms frame budget.
const SLICE_MS: f64 = 10.0;

/// Everything a running lab touches; all signals, so it is `Copy` and each slice can re-arm.
struct Run<L: Lab + 'static>
where
    L::Tally: Send + Sync,
{
    tally: RwSignal<L::Tally>,
    target: RwSignal<u32>,
    running: RwSignal<bool>,
    generation: RwSignal<u32>,
    figures: RwSignal<Vec<Figure>>,
    /// When the run started and, once done, how long it took (ms): the browser benchmark.
    started_ms: RwSignal<f64>,
    took_ms: RwSignal<Option<f64>>,
}

// Written out because a derive would ask `L` itself to be `Copy`.
impl<L: Lab + 'static> Clone for Run<L>
where
    L::Tally: Send + Sync,
{
    fn clone(&self) -> Self {
        *self
    }
}

impl<L: Lab + 'static> Copy for Run<L> where L::Tally: Send + Sync {}

fn slice<L: Lab + 'static>(run: Run<L>, generation: u32)
where
    L::Tally: Send + Sync,
{
    // A cancelled or restarted run stops here, and so does one whose page was left.
    if run.running.try_get_untracked() != Some(true)
        || run.generation.try_get_untracked() != Some(generation)
    {
        return;
    }
    let target = run.target.get_untracked();
    let started = clock_ms();
    let mut tally = run.tally.get_untracked();
    while L::games(&tally) < target && clock_ms() - started < SLICE_MS {
        let seed = FIRST_SEED + u64::from(L::games(&tally));
        L::play(seed, &mut tally);
    }
    let done = L::games(&tally) >= target;
    run.figures.set(L::figures(&tally));
    run.tally.set(tally);
    if done {
        run.took_ms
            .set(Some(clock_ms() - run.started_ms.get_untracked()));
        run.running.set(false);
    } else {
        set_timeout(move || slice(run, generation), Duration::ZERO);
    }
}

/// The lab's chunk (it carries the engines and computer players it runs).
#[wasm_split(lab, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn open_lab() -> Result<PageBuilder, ChunkFailed> {
    Ok(Box::new(|| view! { <LabPage /> }.into_any()))
}

#[component]
fn LabPage() -> impl IntoView {
    let chosen = RwSignal::new(LABS[0].0.to_string());
    view! {
        <div class="lab" data-testid="lab">
            <nav class="table-bar">
                <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
                <span class="mode">"Realism lab"</span>
            </nav>
            <p>
                "Plays games between the app's own computer players, right here in the browser, and
                compares the figures per team per game with real NHL hockey. A figure in its band
                looks like real hockey."
            </p>
            <label>
                "Game "
                <select
                    data-testid="lab-game"
                    prop:value=move || chosen.get()
                    on:change=move |ev| chosen.set(event_target_value(&ev))
                >
                    {LABS.iter().map(|(key, name)| view! { <option value=*key>{*name}</option> }).collect_view()}
                </select>
            </label>
            // Another game starts a fresh panel; a run in the old one stops with it.
            {move || match chosen.get().as_str() {
                "open-ice" => lab_panel::<OpenIceLab>().into_any(),
                "crease" => lab_panel::<CreaseLab>().into_any(),
                "fourth-street" => lab_panel::<FourthStreetStandardLab>().into_any(),
                "fourth-street-basic" => lab_panel::<FourthStreetLab>().into_any(),
                _ => lab_panel::<IcihLab>().into_any(),
            }}
        </div>
    }
}

/// One lab's controls, progress, chart and table.
fn lab_panel<L: Lab + 'static>() -> impl IntoView
where
    L::Tally: Send + Sync,
{
    let run = Run::<L> {
        tally: RwSignal::new(Default::default()),
        target: RwSignal::new(200),
        running: RwSignal::new(false),
        generation: RwSignal::new(0),
        figures: RwSignal::new(Vec::new()),
        started_ms: RwSignal::new(0.0),
        took_ms: RwSignal::new(None),
    };
    let requested = RwSignal::new("200".to_string());
    let done = Signal::derive(move || run.tally.with(L::games));

    let start = move |_| {
        let n: u32 = requested
            .get_untracked()
            .trim()
            .parse()
            .unwrap_or(200)
            .clamp(1, 20_000);
        requested.set(n.to_string());
        run.generation.update(|g| *g += 1);
        run.tally.set(Default::default());
        run.figures.set(Vec::new());
        run.target.set(n);
        run.took_ms.set(None);
        run.started_ms.set(clock_ms());
        run.running.set(true);
        let generation = run.generation.get_untracked();
        set_timeout(move || slice(run, generation), Duration::ZERO);
    };
    let cancel = move |_| run.running.set(false);

    view! {
            <div class="lab-controls">
                <label>
                    "Games to play "
                    <input
                        type="number"
                        min="1"
                        max="20000"
                        data-testid="lab-games"
                        prop:value=move || requested.get()
                        on:input=move |ev| requested.set(event_target_value(&ev))
                    />
                </label>
                <button class="primary" data-testid="lab-start" disabled=move || run.running.get() on:click=start>"Run"</button>
                <button data-testid="lab-cancel" disabled=move || !run.running.get() on:click=cancel>"Cancel"</button>
            </div>
            <div class="lab-progress">
                <progress data-testid="lab-progress" max=move || run.target.get() value=move || done.get()></progress>
                <span data-testid="lab-status">{move || {
                    let (d, t) = (done.get(), run.target.get());
                    if run.running.get() {
                        format!("{d} of {t} games…")
                    } else if d == 0 {
                        "Not run yet.".to_string()
                    } else if d < t {
                        format!("Cancelled after {d} of {t} games.")
                    } else {
                        format!("Done: {d} games.")
                    }
                }}</span>
                <span class="hint" data-testid="lab-timing">{move || run.took_ms.get().map(|ms| {
                    let games = f64::from(done.get_untracked());
                    format!(" In {:.2} s, {:.0} games a second.", ms / 1000.0, games / (ms / 1000.0).max(1e-9))
                })}</span>
            </div>
            <Chart figures=Signal::derive(move || run.figures.get()) />
            <table class="box-score lab-table" data-testid="lab-table">
                <thead><tr><th scope="col">"Figure"</th><th scope="col">"Value"</th><th scope="col">"Real hockey"</th><th scope="col">"Lands"</th></tr></thead>
                <tbody>
                    {move || run.figures.get().into_iter().map(|f| {
                        let lands = f.lands();
                        view! {
                            <tr data-testid="lab-row" data-lands=if lands { "yes" } else { "no" }>
                                <th scope="row">{f.name}</th>
                                <td>{f.show(f.value)}</td>
                                <td>{format!("{} - {}", f.show(f.low), f.show(f.high))}</td>
                                <td>{if lands { "yes" } else { "no" }}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
    }
}

const LABEL_W: f64 = 190.0;
const BAR_W: f64 = 360.0;
const ROW_H: f64 = 34.0;

/// Each figure as a row: its band shaded, its value a dot (blue in the band, red outside).
#[component]
fn Chart(#[prop(into)] figures: Signal<Vec<Figure>>) -> impl IntoView {
    move || {
        let figures = figures.get();
        if figures.is_empty() {
            return ().into_any();
        }
        let height = ROW_H * figures.len() as f64 + 10.0;
        let rows = figures
            .into_iter()
            .enumerate()
            .map(|(i, f)| {
                let lo = f.low.min(f.value);
                let hi = f.high.max(f.value);
                let pad = ((hi - lo) * 0.25).max(1e-6);
                let (min, max) = (lo - pad, hi + pad);
                let x = |v: f64| LABEL_W + (v - min) / (max - min) * BAR_W;
                let y = 6.0 + ROW_H * i as f64;
                let lands = f.lands();
                view! {
                    <g data-testid="lab-bar" data-lands=if lands { "yes" } else { "no" }>
                        <text x="0" y=y + 17.0 class="lab-label">{f.name}</text>
                        <line x1=LABEL_W y1=y + 12.0 x2=LABEL_W + BAR_W y2=y + 12.0 class="lab-axis" />
                        <rect x=x(f.low) y=y + 3.0 width=x(f.high) - x(f.low) height="18" class="lab-band" />
                        <circle cx=x(f.value) cy=y + 12.0 r="7" class=if lands { "lab-dot in" } else { "lab-dot out" } />
                        <text x=LABEL_W + BAR_W + 12.0 y=y + 17.0 class="lab-value">{f.show(f.value)}</text>
                    </g>
                }
            })
            .collect_view();
        view! {
            <svg
                class="lab-chart"
                data-testid="lab-chart"
                viewBox=format!("0 0 {} {height}", LABEL_W + BAR_W + 80.0)
                role="img"
                aria-label="Each figure against its real-hockey band"
            >
                {rows}
            </svg>
        }
        .into_any()
    }
}
