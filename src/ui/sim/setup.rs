//! What the three sims' new-game pages and saves share: the two sides (a team from the league
//! or the person's own, and who coaches it), the rule options the engine describes, the page's
//! top, and a saved game's summary line.

use super::page::{PageNames, SimPage, saved_game, team_slug};
use crate::engine::{ByTeam, Session, Team};
use crate::games::sim::{
    Coach, RuleKind, RuleOptions, RuleSet, RuleValue, SimPlay, TeamPick, builtin_league,
};
use crate::storage::{self};
use crate::ui::base::now_ms;
use leptos::prelude::*;

/// A team a side can be: its key in the page's select, its label, and the pick.
pub type TeamChoice = (String, String, TeamPick);

/// Every team a side can be: the league's, then the person's own saved ones.
pub fn team_choices() -> Vec<TeamChoice> {
    let league = builtin_league();
    let mut choices: Vec<TeamChoice> = league
        .teams
        .iter()
        .map(|t| {
            (
                format!("league:{}", t.abbreviation),
                format!("{} ({})", t.full_name(), t.abbreviation),
                TeamPick::League(t.abbreviation.clone()),
            )
        })
        .collect();
    for team in storage::list_teams().into_iter().flatten() {
        let t = team.team;
        choices.push((
            format!("own:{}", t.abbreviation),
            format!("{} ({}, your team)", t.full_name(), t.abbreviation),
            TeamPick::Own(Box::new(t)),
        ));
    }
    choices
}

/// The two sides a new game is set up with: home the person's, away the computer's, to start.
#[derive(Clone, Copy)]
pub struct Sides {
    choices: StoredValue<Vec<TeamChoice>>,
    picks: ByTeam<RwSignal<String>>,
    coaches: ByTeam<RwSignal<Coach>>,
}

impl Sides {
    pub fn new() -> Self {
        let choices = StoredValue::new(team_choices());
        let first =
            |i: usize| choices.with_value(|c| c.get(i).map(|c| c.0.clone()).unwrap_or_default());
        Sides {
            choices,
            picks: ByTeam::new(RwSignal::new(first(0)), RwSignal::new(first(1))),
            coaches: ByTeam::new(RwSignal::new(Coach::Person), RwSignal::new(Coach::Computer)),
        }
    }

    /// The two teams picked, home first, or why they can't play.
    pub fn teams(self) -> Result<ByTeam<TeamPick>, String> {
        let pick = |team: Team| {
            let key = self.picks[team].get_untracked();
            self.choices
                .with_value(|c| c.iter().find(|c| c.0 == key).map(|c| c.2.clone()))
        };
        let (Some(home), Some(away)) = (pick(Team::Home), pick(Team::Away)) else {
            return Err("Choose a team for each side.".into());
        };
        if self.picks.home.get_untracked() == self.picks.away.get_untracked() {
            return Err("A team can't play itself: choose two different teams.".into());
        }
        Ok(ByTeam::new(home, away))
    }

    pub fn coaches(self) -> ByTeam<Coach> {
        ByTeam::from_fn(|team| self.coaches[team].get_untracked())
    }
}

/// Each side's team and coach, the selects' test ids starting with `prefix` ("cr-team-home").
#[component]
pub fn SidePickers(sides: Sides, prefix: &'static str) -> impl IntoView {
    let side = move |team: Team, title: &'static str| {
        let slug = team_slug(team);
        let Sides {
            choices,
            picks,
            coaches,
        } = sides;
        view! {
            <fieldset class="side">
                <legend>{title}</legend>
                <label>
                    "Team "
                    <select
                        data-testid=format!("{prefix}-team-{slug}")
                        on:change=move |ev| picks[team].set(event_target_value(&ev))
                        prop:value=move || picks[team].get()
                    >
                        {choices.with_value(|c| c.iter().map(|(key, label, _)| view! {
                            <option value=key.clone()>{label.clone()}</option>
                        }).collect_view())}
                    </select>
                </label>
                <label>
                    "Coach "
                    <select
                        data-testid=format!("{prefix}-coach-{slug}")
                        on:change=move |ev| coaches[team].set(match event_target_value(&ev).as_str() {
                            "person" => Coach::Person,
                            _ => Coach::Computer,
                        })
                        prop:value=move || seat_value(coaches[team].get())
                    >
                        <option value="person">"You coach this team"</option>
                        <option value="computer">"The computer manages"</option>
                    </select>
                </label>
            </fieldset>
        }
    };
    view! {
        <div class="sides">
            {side(Team::Home, "Home")}
            {side(Team::Away, "Visitors")}
        </div>
    }
}

fn seat_value(coach: Coach) -> &'static str {
    match coach {
        Coach::Person => "person",
        Coach::Computer => "computer",
    }
}

/// A rule's checkbox with its words.
#[component]
fn RuleCheck(signal: RwSignal<bool>, id: String, text: &'static str) -> impl IntoView {
    view! {
        <label class="check">
            <input
                type="checkbox"
                data-testid=id
                prop:checked=move || signal.get()
                on:change=move |ev| signal.set(event_target_checked(&ev))
            />
            {text}
        </label>
    }
}

/// A rule chosen from a list: `options` are (value, words) pairs.
#[component]
fn RuleChoice(
    label: &'static str,
    signal: RwSignal<String>,
    id: String,
    options: &'static [(&'static str, &'static str)],
    disabled: Signal<bool>,
) -> impl IntoView {
    view! {
        <label>
            {label}
            <select
                data-testid=id
                disabled=move || disabled.get()
                on:change=move |ev| signal.set(event_target_value(&ev))
                prop:value=move || signal.get()
            >
                {options.iter().map(|&(value, words)| view! { <option value=value>{words}</option> }).collect_view()}
            </select>
        </label>
    }
}

/// A rule field's value while the page is open.
#[derive(Clone, Copy)]
enum FieldSignal {
    Flag(RwSignal<bool>),
    Chosen(RwSignal<String>),
}

impl FieldSignal {
    fn new(value: RuleValue) -> Self {
        match value {
            RuleValue::Flag(on) => FieldSignal::Flag(RwSignal::new(on)),
            RuleValue::Chosen(chosen) => FieldSignal::Chosen(RwSignal::new(chosen)),
        }
    }

    fn get_untracked(self) -> RuleValue {
        match self {
            FieldSignal::Flag(on) => RuleValue::Flag(on.get_untracked()),
            FieldSignal::Chosen(chosen) => RuleValue::Chosen(chosen.get_untracked()),
        }
    }
}

/// The game's rule options as the engine describes them, each group a fieldset.
fn rule_fieldsets<O: RuleOptions>(
    prefix: &'static str,
    sets: Vec<RuleSet<O>>,
    values: &[FieldSignal],
) -> impl IntoView + use<O> {
    let keys: Vec<&'static str> = sets
        .iter()
        .flat_map(|set| &set.fields)
        .map(|f| f.key)
        .collect();
    let chosen_of = |key: &str| match keys.iter().position(|&k| k == key).map(|i| values[i]) {
        Some(FieldSignal::Chosen(chosen)) => Some(chosen),
        _ => None,
    };
    let mut values = values.iter().copied();
    sets.into_iter()
        .map(|set| {
            let fields = set
                .fields
                .into_iter()
                .zip(values.by_ref())
                .map(|(field, value)| {
                    let id = format!("{prefix}-{}", field.key);
                    match (field.kind, value) {
                        (RuleKind::Check { text, .. }, FieldSignal::Flag(signal)) => {
                            view! { <RuleCheck signal=signal id=id text=text /> }.into_any()
                        }
                        (RuleKind::Choice { label, choices, .. }, FieldSignal::Chosen(signal)) => {
                            let greyed = field.off_while.and_then(|(key, value)| Some((chosen_of(key)?, value)));
                            let disabled = Signal::derive(move || greyed.is_some_and(|(other, value)| other.get() == value));
                            view! { <RuleChoice label=label signal=signal id=id options=choices disabled=disabled /> }.into_any()
                        }
                        _ => ().into_any(),
                    }
                })
                .collect_view();
            view! {
                <fieldset class=format!("rules {}", set.class).trim_end().to_string()>
                    <legend>{set.legend}</legend>
                    {fields}
                </fieldset>
            }
        })
        .collect_view()
}

/// The rule options of `O` as the page's fieldsets, starting from `defaults` (a one-off game's
/// or a season's), and what reads the page back: those options with every field as set on the
/// page.
pub fn rule_form<O: RuleOptions>(
    prefix: &'static str,
    defaults: fn() -> O,
) -> (AnyView, impl Fn() -> O + Clone + Send + Sync + 'static) {
    let start = defaults();
    let sets = O::rule_sets();
    let values: Vec<FieldSignal> = sets
        .iter()
        .flat_map(|set| &set.fields)
        .map(|field| FieldSignal::new(field.value(&start)))
        .collect();
    let view = rule_fieldsets(prefix, sets, &values).into_any();
    let read = move || {
        let now: Vec<RuleValue> = values.iter().map(|v| v.get_untracked()).collect();
        defaults().with_values(&now)
    };
    (view, read)
}

/// The new-game page of sim `G`: the sides, the rules, Face off, how the game plays and where
/// the league comes from.
pub fn setup_page<G: SimPage>() -> impl IntoView {
    let PageNames {
        name,
        prefix,
        how_to_play,
        ..
    } = G::PAGE;
    let form = NewGameForm::new();
    let (rules, options) = rule_form::<G::Options>(prefix, G::Options::default);
    let start = form.starter::<G>(move |teams, coaches| {
        let mut options = options();
        options.set_sides(teams, coaches);
        options
    });
    let NewGameForm {
        sides,
        problem,
        starting,
    } = form;
    view! {
        <div class=format!("setup {prefix}-setup") data-testid=format!("{prefix}-setup")>
            <SetupTop title=format!("New {name} game") />
            <SidePickers sides=sides prefix=prefix />
            {rules}
            {move || problem.get().map(|text| view! { <p class="banner warning" role="alert" data-testid=format!("{prefix}-problem")>{text}</p> })}
            <button class="primary big start" data-testid=format!("{prefix}-start") disabled=move || starting.get() on:click=move |_| start.run(())>
                {move || if starting.get() { "Building the teams' cards…" } else { "Face off" }}
            </button>
            {G::setup_foot()}
            <HowToPlay title=format!("How {name} plays") text=how_to_play />
            <LeagueNote />
        </div>
    }
}

/// What a sim's new-game page holds besides its own rules: the sides, what stops the game
/// starting, and whether it is starting.
#[derive(Clone, Copy)]
struct NewGameForm {
    sides: Sides,
    problem: RwSignal<Option<String>>,
    starting: RwSignal<bool>,
}

impl NewGameForm {
    fn new() -> Self {
        NewGameForm {
            sides: Sides::new(),
            problem: RwSignal::new(None),
            starting: RwSignal::new(false),
        }
    }

    /// What Face off does: a bad team is said on the page; else the game with the options
    /// `build` makes from the teams and coaches is saved and opened.
    fn starter<G: SimPlay>(
        self,
        build: impl Fn(ByTeam<TeamPick>, ByTeam<Coach>) -> G::Options + Send + Sync + 'static,
    ) -> Callback<()> {
        Callback::new(move |()| {
            if self.starting.get_untracked() {
                return;
            }
            let options = match self.sides.teams() {
                Ok(teams) => build(teams, self.sides.coaches()),
                Err(e) => return self.problem.set(Some(e)),
            };
            let Some(seed) = crate::ui::base::saves::random_u64() else {
                return self
                    .problem
                    .set(Some(crate::ui::base::saves::NO_RANDOMNESS.into()));
            };
            // Building the two teams' cards takes a moment: say so before it starts.
            self.starting.set(true);
            self.problem.set(None);
            set_timeout(
                move || open_new_game(&Session::<G>::new(options, seed)),
                std::time::Duration::from_millis(30),
            );
        })
    }
}

/// Saves a new game and opens it at the table.
fn open_new_game<G: SimPlay>(session: &Session<G>) {
    let id = crate::ui::base::saves::save_new_game(|id| saved_game(id, now_ms(), session));
    crate::ui::base::go(&format!("/play/{id}"));
}

/// The top of a sim's new-game page: back to the lobby, the page's name and what to do.
#[component]
fn SetupTop(title: String) -> impl IntoView {
    view! {
        <nav class="table-bar">
            <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
            <span class="mode">{title}</span>
        </nav>
        <p class="hint">"Pick two teams and who coaches each. Coach both to play a friend on this device, or let the computer manage both and watch."</p>
    }
}

/// Where the league's players come from, under each sim's new-game page.
#[component]
fn LeagueNote() -> impl IntoView {
    view! {
        <p class="hint attribution">"The league's players are fictional. Their stat lines were drawn to match real NHL seasons from the Hockey Databank (see the project's data notes)."</p>
    }
}

/// How a game plays, folded under its new-game page: `text` is paragraphs split by blank lines.
#[component]
fn HowToPlay(title: String, text: &'static str) -> impl IntoView {
    view! {
        <details class="how-to-play">
            <summary>{title}</summary>
            <ul>
                {text
                    .split("\n\n")
                    .map(str::trim)
                    .filter(|item| !item.is_empty())
                    .map(|item| view! { <li>{item}</li> })
                    .collect_view()}
            </ul>
        </details>
    }
}
