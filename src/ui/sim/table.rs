//! The sim table the three statistical sims share: the play page's state (the session, saving,
//! errors, sharing, stepping and auto-play) with its top bar and run controls, every player's
//! line in the box score, and the three stars. Each game's table arranges these around its own
//! randomiser view and its own decisions.

use crate::engine::{Game, Session, Team};
use crate::games::sim::{Coach, Refused, RunTo, SimPlay, advance, manage, run_burst};
use crate::storage::{SavedGame, StorageProblem};
use crate::ui::base::now_ms;
use crate::ui::base::saves::{save_or_hold, storage_warning_text};
use crate::ui::widgets::keys::space_for_table;
use leptos::prelude::*;
use std::time::Duration;

/// How fast auto-play goes: a tick every `interval_ms`, `steps_per_tick` steps a tick.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    VeryFast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 5] = [
        Speed::Slow,
        Speed::Normal,
        Speed::Fast,
        Speed::VeryFast,
        Speed::Instant,
    ];

    pub fn interval_ms(self) -> u64 {
        match self {
            Speed::Slow => 1200,
            Speed::Normal => 450,
            Speed::Fast => 120,
            Speed::VeryFast | Speed::Instant => 16,
        }
    }

    pub fn steps_per_tick(self) -> usize {
        match self {
            Speed::Instant => 400,
            Speed::VeryFast => 3,
            _ => 1,
        }
    }

    /// The speed in words, `unit` being what a step turns ("card", "roll").
    pub fn label(self, unit: &str) -> String {
        match self {
            Speed::Slow => format!("Slow (about one {unit} a second)"),
            Speed::Normal => format!("Normal (two {unit}s a second)"),
            Speed::Fast => "Fast (eight a second)".into(),
            Speed::VeryFast => "Very fast".into(),
            Speed::Instant => "At once".into(),
        }
    }

    pub fn slug(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::VeryFast => "very-fast",
            Speed::Instant => "instant",
        }
    }

    pub(super) fn from_slug(slug: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.slug() == slug)
    }
}

/// Starts (or restarts) auto-play: `tick` every `every_ms`.
pub fn start_run(
    interval: StoredValue<Option<IntervalHandle>, LocalStorage>,
    running: RwSignal<bool>,
    every_ms: u64,
    tick: impl Fn() + 'static,
) {
    stop_run(interval, running);
    if let Ok(handle) = set_interval_with_handle(tick, Duration::from_millis(every_ms)) {
        interval.set_value(Some(handle));
        running.set(true);
    }
}

pub fn stop_run(
    interval: StoredValue<Option<IntervalHandle>, LocalStorage>,
    running: RwSignal<bool>,
) {
    interval.update_value(|h| {
        if let Some(handle) = h.take() {
            handle.clear();
        }
    });
    // Also called from cleanups, after the signal may be gone.
    let _ = running.try_set(false);
}

/// A play page's state, the same at every sim table: the game in its session, saved after
/// every action (and about once a second while auto-play runs), the problems to show, the
/// share panel and auto-play. Made once a page by [`SimTable::open`].
pub struct SimTable<G: SimPlay> {
    pub session: RwSignal<Session<G>>,
    pub storage_warning: RwSignal<Option<String>>,
    pub rule_error: RwSignal<Option<String>>,
    pub sharing: RwSignal<bool>,
    pub run_to: RwSignal<RunTo>,
    pub speed: RwSignal<Speed>,
    pub running: RwSignal<bool>,
    interval: StoredValue<Option<IntervalHandle>, LocalStorage>,
    last_saved: StoredValue<f64>,
    id: StoredValue<String>,
    created_ms: f64,
    to_save: fn(&str, f64, &Session<G>) -> SavedGame,
}

impl<G: SimPlay> Clone for SimTable<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: SimPlay> Copy for SimTable<G> {}

impl<G> SimTable<G>
where
    G: SimPlay + Send + Sync,
    Session<G>: Send + Sync,
{
    /// The table for a saved game: a decision the computer manager owes (a game continued from
    /// a replay may stop at one) is taken at once; a save held back by a storage problem, or
    /// changed so, is written now. Auto-play stops and saves when the page goes, and Space
    /// steps or pauses.
    pub fn open(
        save: &SavedGame,
        session: Session<G>,
        held: Option<StorageProblem>,
        to_save: fn(&str, f64, &Session<G>) -> SavedGame,
    ) -> Self {
        let table = SimTable {
            session: RwSignal::new(session),
            storage_warning: RwSignal::new(None),
            rule_error: RwSignal::new(None),
            sharing: RwSignal::new(false),
            run_to: RwSignal::new(RunTo::NextWhistle),
            speed: RwSignal::new(Speed::Normal),
            running: RwSignal::new(false),
            interval: StoredValue::new_local(None),
            last_saved: StoredValue::new(0.0),
            id: StoredValue::new(save.id.clone()),
            created_ms: save.created_ms,
            to_save,
        };
        let manager_due = table
            .session
            .with_untracked(|s| s.state.computer_choice().is_some());
        if manager_due {
            let mut managed = Ok(());
            table
                .session
                .update(|s| managed = manage(s, &mut Vec::new()));
            if let Err(refused) = managed {
                table.rule_error.set(Some(refused.message()));
            }
        }
        if held.is_some() || manager_due {
            table.persist();
        }
        table.listen();
        table
    }

    fn listen(self) {
        let SimTable { speed, running, .. } = self;
        // A new speed takes effect at once while running.
        Effect::new(move |previous: Option<Speed>| {
            let now = speed.get();
            if previous.is_some() && running.get_untracked() {
                self.start();
            }
            now
        });
        on_cleanup(move || {
            if running.get_untracked() {
                stop_run(self.interval, running);
                self.persist();
            }
        });
        // Auto-play saves about once a second; a reload or a closed tab saves the rest.
        let leaving = window_event_listener(leptos::ev::pagehide, move |_| {
            if running.try_get_untracked() == Some(true) {
                self.persist();
            }
        });
        on_cleanup(move || leaving.remove());
        // Space steps, or pauses auto-play.
        let keys = window_event_listener(leptos::ev::keydown, move |ev| {
            if ev.repeat() || ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
                return;
            }
            if !space_for_table(&ev) || self.sharing.get_untracked() {
                return;
            }
            if running.get_untracked() {
                self.pause();
            } else {
                self.step();
            }
        });
        on_cleanup(move || keys.remove());
    }

    pub fn persist(self) {
        let save = self.id.with_value(|id| {
            self.session
                .with_untracked(|s| (self.to_save)(id, self.created_ms, s))
        });
        self.last_saved.set_value(now_ms());
        match save_or_hold(save) {
            Ok(()) => self.storage_warning.set(None),
            Err(problem) => self
                .storage_warning
                .set(Some(storage_warning_text(&problem))),
        }
    }

    /// A coach's action (or a step), with the computer manager's answers; saved.
    pub fn dispatch(self, action: G::Action) {
        let mut result = Ok(Vec::new());
        self.session.update(|s| result = advance(s, action));
        match result {
            Ok(_) => {
                self.rule_error.set(None);
                self.persist();
            }
            Err(refused) => {
                // A refused manager decision may follow a step that counted: keep that.
                if matches!(refused, Refused::Manager(_)) {
                    self.persist();
                }
                self.rule_error.set(Some(refused.message()));
            }
        }
    }

    /// One step, when nobody must decide first and auto-play is not running.
    pub fn step(self) {
        if !self.running.get_untracked() && self.session.with_untracked(|s| s.state.steps_on()) {
            self.dispatch(G::step_action());
        }
    }

    /// Auto-play's tick: a few steps inside one update, so fast speeds redraw the table once a
    /// tick; it stops at the target, at a decision a person must make, or at the end.
    fn tick(self) {
        let target = self.run_to.get_untracked();
        let steps = self.speed.get_untracked().steps_per_tick();
        let mut burst = None;
        self.session
            .update(|s| burst = Some(run_burst(s, target, steps)));
        let Some(burst) = burst else { return };
        if let Some(refused) = burst.refused {
            self.rule_error.set(Some(refused.message()));
        }
        if burst.stop {
            stop_run(self.interval, self.running);
            self.persist();
        } else if now_ms() - self.last_saved.get_value() > 1000.0 {
            self.persist();
        }
    }

    pub fn start(self) {
        self.rule_error.set(None);
        let every = self.speed.get_untracked().interval_ms();
        start_run(self.interval, self.running, every, move || self.tick());
    }

    pub fn pause(self) {
        if self.running.get_untracked() {
            stop_run(self.interval, self.running);
            self.persist();
        }
    }

    pub fn game(self) -> GameView<G> {
        GameView(self.session.read_only())
    }

    pub fn can_step_now(self) -> Signal<bool> {
        let session = self.session;
        Signal::derive(move || session.with(|s| s.state.steps_on()))
    }

    pub fn waiting(self) -> Signal<bool> {
        let session = self.session;
        Signal::derive(move || session.with(|s| s.state.waits_for_person()))
    }

    /// The chances open to a side a person coaches that play need not wait for (a pull, a
    /// power play's units, the shootout goalie), in words: auto-play stopped when each opened.
    pub fn chances(self) -> Signal<Option<String>> {
        let session = self.session;
        Signal::derive(move || {
            session.with(|s| {
                let mut words: Vec<&str> = s
                    .state
                    .person_decisions()
                    .into_iter()
                    .filter(|(_, d)| !d.waits())
                    .map(|(_, d)| d.label())
                    .collect();
                words.dedup();
                (!words.is_empty()).then(|| words.join("; "))
            })
        })
    }

    pub fn over(self) -> Signal<bool> {
        let session = self.session;
        Signal::derive(move || session.with(|s| s.state.outcome().is_some()))
    }

    /// Steps on a tap of the randomiser view, unless auto-play runs.
    pub fn on_step(self) -> Callback<()> {
        Callback::new(move |_: ()| self.step())
    }

    pub fn dispatcher(self) -> Callback<G::Action>
    where
        G::Action: Send + Sync,
    {
        Callback::new(move |action| self.dispatch(action))
    }

    /// Who coaches, in words for the top bar.
    /// The saved game's id.
    pub fn id(self) -> String {
        self.id.get_value()
    }

    pub(super) fn mode(self) -> String {
        self.session.with_untracked(|s| {
            let coaches = s.state.coaches();
            match (coaches.home, coaches.away) {
                (Coach::Person, Coach::Person) => "You coach both teams".to_string(),
                (Coach::Computer, Coach::Computer) => "The computer manages both teams".to_string(),
                (Coach::Person, Coach::Computer) => {
                    format!("You coach {}", s.state.team_name(Team::Home))
                }
                (Coach::Computer, Coach::Person) => {
                    format!("You coach {}", s.state.team_name(Team::Away))
                }
            }
        })
    }
}

/// A read-only handle on a game in a session (the table's or a replay's), read in place.
pub struct GameView<G: Game>(ReadSignal<Session<G>>);

impl<G: Game> Clone for GameView<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game> Copy for GameView<G> {}

impl<G: Game> GameView<G>
where
    Session<G>: Send + Sync,
{
    pub fn of(session: ReadSignal<Session<G>>) -> Self {
        GameView(session)
    }

    pub fn with<R>(self, f: impl FnOnce(&G) -> R) -> R {
        self.0.with(|s| f(&s.state))
    }

    pub fn with_untracked<R>(self, f: impl FnOnce(&G) -> R) -> R {
        self.0.with_untracked(|s| f(&s.state))
    }

    pub fn session<R>(self, f: impl FnOnce(&Session<G>) -> R) -> R {
        self.0.with(f)
    }

    pub fn session_untracked<R>(self, f: impl FnOnce(&Session<G>) -> R) -> R {
        self.0.with_untracked(f)
    }
}

/// Where a sim view reads its game: the table's session, or a replay's step as everyone may see
/// it.
pub trait ReadsGame: Copy + Send + Sync + 'static {
    type Game: SimPlay;

    fn read<R>(self, f: impl FnOnce(&Self::Game) -> R) -> R;

    fn read_untracked<R>(self, f: impl FnOnce(&Self::Game) -> R) -> R;
}

impl<G: SimPlay + 'static> ReadsGame for GameView<G>
where
    Session<G>: Send + Sync,
{
    type Game = G;

    fn read<R>(self, f: impl FnOnce(&G) -> R) -> R {
        self.with(f)
    }

    fn read_untracked<R>(self, f: impl FnOnce(&G) -> R) -> R {
        self.with_untracked(f)
    }
}

impl<G: SimPlay + Send + Sync + 'static> ReadsGame for Signal<G> {
    type Game = G;

    fn read<R>(self, f: impl FnOnce(&G) -> R) -> R {
        self.with(f)
    }

    fn read_untracked<R>(self, f: impl FnOnce(&G) -> R) -> R {
        self.with_untracked(f)
    }
}
