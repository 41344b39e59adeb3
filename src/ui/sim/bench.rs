//! The coach's bench: a line-up and special-teams editor every sim shares. A player goes to a
//! place by dragging him there (mouse, pen or touch), by tapping him and then the place, or
//! with the keyboard (Tab to him, Enter, Tab to the place, Enter). A player put in a taken
//! place swaps with its occupant. "As the computer would" puts back the computer's choices;
//! the last button hands them to the engine as the coach's actions.

use super::lineup_editor::{BenchPlayer, LineupEditor, UnitsEditor};
use super::page::{SimPage, saved_game, team_slug};
use super::panels::{FinalBanner, RunControls, SimReplayTop, TableTop, final_shown};
use super::ratings::{ChipRatings, RatedSkater, RatingColumn, SlotRatings, TeamRatings};
use super::table::{GameView, SimTable};
use crate::engine::{Game, GameRecord, Session, Team};
use crate::games::sim::{Coach, Lineup, Units};
use crate::storage::{SavedGame, StorageProblem};
use crate::ui::widgets::replay::ReplayCursor;
use leptos::prelude::*;

/// The play page of a sim with the coach's bench: the rules and scoreboard, the line-up editors
/// before the opening face-off, the two teams' columns either side of the centre, and the box
/// score and play-by-play below. The centre starts with the run controls, then the
/// special-teams and shootout-goalie panels, then the game's own view.
pub fn bench_play<G>(save: SavedGame, session: Session<G>, held: Option<StorageProblem>) -> AnyView
where
    G: BenchSim,
    G::Action: Send + Sync + 'static,
    Session<G>: Send + Sync,
{
    let table = SimTable::open(&save, session, held, saved_game);
    let game = table.game();
    let dispatch = table.dispatcher();
    view! {
        <div class=format!("table sim {}", G::PAGE.class) data-testid="table">
            <TableTop table=table />
            <BenchEditors game=game dispatch=dispatch />
            <div class="sim-main">
                {G::team_panel(game, Team::Home, Some(dispatch))}
                <div class="sim-centre">
                    // The controls first: what runs below changes height, they never move.
                    <RunControls table=table />
                    <SpecialTeamsBench game=game dispatch=dispatch />
                    <ShootoutGoalies game=game dispatch=dispatch />
                    {G::centre(game, Some(table))}
                </div>
                {G::team_panel(game, Team::Away, Some(dispatch))}
            </div>
            <div class="bench-ratings-row">
                <BenchRatings game=game />
            </div>
            {G::panels(game, None)}
        </div>
    }
    .into_any()
}

/// The replay page of a sim with the coach's bench: the same table without the controls, at
/// the move the cursor shows.
pub fn bench_replay<G>(record: GameRecord<G>, full: Session<G>) -> AnyView
where
    G: BenchSim,
    G::Action: Send + Sync + 'static,
    G::Event: Send + Sync,
    G::Options: Send + Sync,
    Session<G>: Send + Sync,
{
    let cursor = ReplayCursor::new(record, &full);
    let step = cursor.step;
    let game = GameView::of(cursor.at_step.read_only());
    let replay = ReplayPanels {
        full: &full,
        on_pick: Callback::new(move |k| cursor.jump(k)),
        current: Signal::derive(move || step.get()),
    };
    view! {
        <div class=format!("table sim {} replay", G::PAGE.class) data-testid="replay">
            <SimReplayTop cursor=cursor />
            <FinalBanner result=Signal::derive(move || game.with(final_shown)) />
            <div class="sim-main">
                {G::team_panel(game, Team::Home, None)}
                <div class="sim-centre">{G::centre(game, None)}</div>
                {G::team_panel(game, Team::Away, None)}
            </div>
            {G::panels(game, Some(replay))}
        </div>
    }
    .into_any()
}

/// What a replay's panels show besides the game at the move: the whole game, a jump to a move
/// picked in the play-by-play, and the move shown.
pub struct ReplayPanels<'a, G: Game> {
    pub full: &'a Session<G>,
    pub on_pick: Callback<usize>,
    pub current: Signal<usize>,
}

/// What a sim tells the shared bench: its rosters, line-ups and the coach's two actions
/// before play (the lines, the shootout's goalie).
pub trait BenchSim: SimPage {
    /// A team's column: goalie, orders, skaters on the ice and, for a team a person coaches,
    /// the coaching controls (`dispatch` is none in a replay).
    fn team_panel(
        game: GameView<Self>,
        team: Team,
        dispatch: Option<Callback<Self::Action>>,
    ) -> AnyView;

    /// The game's own view in the centre: the randomiser and the decisions a coach makes
    /// between steps (`table` is none in a replay).
    fn centre(game: GameView<Self>, table: Option<SimTable<Self>>) -> AnyView;

    /// The box score and play-by-play under the table.
    fn panels(game: GameView<Self>, replay: Option<ReplayPanels<Self>>) -> AnyView;

    /// The team with the puck, if any.
    fn puck_team(&self) -> Option<Team>;

    /// The goalie in `team`'s net, "(pulled)" when the net is empty.
    fn goalie_text(&self, team: Team) -> String;

    /// The skaters `team` may send to shoot next in the shootout, each with the rating a coach
    /// picks him by and his label.
    fn open_shooters(&self, team: Team) -> Vec<(u8, u8, String)>;

    fn shooter(team: Team, player: u8) -> Self::Action;

    /// Whether the opening face-off is still to come.
    fn lines_open(&self) -> bool;
    fn bench_skaters(&self, team: Team) -> Vec<BenchPlayer>;
    fn bench_goalies(&self, team: Team) -> Vec<BenchPlayer>;
    /// The skaters' card ratings the book plays, as the bench's ratings table lists them.
    fn rating_columns() -> &'static [RatingColumn];
    /// `team`'s skaters with their ratings, one value a column, in roster order.
    fn skater_ratings(&self, team: Team) -> Vec<RatedSkater>;
    /// The few columns the line-up editor's chips show at each kind of place.
    fn slot_ratings() -> &'static SlotRatings;

    /// `team`'s ratings for the line-up editor's chips.
    fn chip_ratings(&self, team: Team) -> ChipRatings {
        ChipRatings {
            columns: Self::rating_columns(),
            rows: self.skater_ratings(team),
            slots: Self::slot_ratings(),
        }
    }
    /// The line-up `team` has now.
    fn bench_lineup(&self, team: Team) -> Lineup;
    fn set_lineup(team: Team, lineup: Lineup) -> Self::Action;
    /// The goalies `team` may send out for the shootout now (none outside its start).
    fn shootout_goalie_options(&self, team: Team) -> Vec<u8>;
    fn goalie_in_net(&self, team: Team) -> u8;
    /// A goalie's name with what a coach picks him by ("Name (SO 3)").
    fn shootout_goalie_label(&self, team: Team, goalie: u8) -> String;
    fn shootout_goalie(team: Team, goalie: u8) -> Self::Action;
    /// How to read the label.
    fn shootout_goalie_hint() -> &'static str;

    /// The special-teams units `team` has now (the computer's until its coach names his), for
    /// a sim whose coach may name them before the game.
    fn bench_units(&self, _team: Team) -> Option<Units> {
        None
    }

    fn set_units(_team: Team, _units: Units) -> Option<Self::Action> {
        None
    }

    /// Whether units named now go out at once (play stopped with `team` on special teams).
    fn units_go_now(&self, _team: Team) -> bool {
        false
    }

    /// Whether `team`'s coach may keep his even-strength group on instead of the unit just
    /// sent, and the action that does it.
    fn may_keep_group(&self, _team: Team) -> bool {
        false
    }

    fn keep_group(_team: Team) -> Option<Self::Action> {
        None
    }

    /// What the button that keeps the group on says.
    fn keep_group_words() -> &'static str {
        "Keep the even-strength line on"
    }

    /// Whether `team`'s lines play its special teams until its coach names units again.
    fn lines_on_special_teams(&self, _team: Team) -> bool {
        false
    }
}

/// Each team a person coaches names its own power-play and penalty-kill units, whenever the
/// sim allows after the opening face-off: in a panel kept closed, opened when its units may
/// still go out at once. Drawn again when the units or the moment change, so it shows the
/// engine's.
#[component]
pub fn SpecialTeamsBench<G>(game: GameView<G>, dispatch: Callback<G::Action>) -> impl IntoView
where
    G: BenchSim + Send + Sync + 'static,
    G::Action: Send + Sync + 'static,
    Session<G>: Send + Sync,
{
    let state = Memo::new(move |_| {
        game.with(|g| {
            Team::BOTH.map(|team| {
                let coached = !g.lines_open() && g.coaches()[team] == Coach::Person;
                let units = g.bench_units(team).filter(|_| coached);
                units.map(|u| {
                    let lines = g.lines_on_special_teams(team);
                    (u, g.units_go_now(team), g.may_keep_group(team), lines)
                })
            })
        })
    });
    move || {
        let shown = state.get();
        game.session_untracked(|s| {
            let g = &s.state;
            let start = s.opening();
            Team::BOTH
                .into_iter()
                .zip(shown)
                .filter_map(|(team, shown)| {
                    let (current, now, keep, lines) = shown?;
                    let computer = start.bench_units(team)?;
                    let lineup = g.bench_lineup(team);
                    let skaters = g.bench_skaters(team);
                    let slug = team_slug(team);
                    let name = g.team_name(team).to_string();
                    let summary = if now {
                        format!("{name}: special teams are out. Send your own units before the face-off?")
                    } else if lines {
                        format!("{name}: your lines play special teams (name units to use them again)")
                    } else {
                        format!("{name}: special-teams units")
                    };
                    let set = move |units| {
                        if let Some(action) = G::set_units(team, units) {
                            dispatch.run(action);
                        }
                    };
                    Some(view! {
                        <details class="coach-panel units-panel" open=now data-testid=format!("units-panel-{slug}")>
                            <summary class="decision">{summary}</summary>
                            <UnitsEditor
                                slug=slug
                                team_name=name
                                skaters=skaters
                                lineup=lineup
                                computer=computer
                                current=current
                                action=if now { "Send these units now" } else { "Use these units" }
                                on_set=Callback::new(set)
                                ratings=g.chip_ratings(team)
                            />
                            {keep.then(|| G::keep_group(team)).flatten().map(|action| view! {
                                <button
                                    type="button"
                                    data-testid=format!("keep-group-{slug}")
                                    on:click=move |_| dispatch.run(action.clone())
                                >{G::keep_group_words()}</button>
                            })}
                        </details>
                    })
                })
                .collect_view()
        })
    }
}

/// Before the opening face-off, each team a person coaches makes up its lines and names its
/// starter. The editors are drawn once, so a line-up set stays as the coach left it; "as the
/// computer would" is the line-up the game started with, rebuilt from the record.
#[component]
pub fn BenchEditors<G>(game: GameView<G>, dispatch: Callback<G::Action>) -> impl IntoView
where
    G: BenchSim + Send + Sync + 'static,
    G::Action: Send + Sync + 'static,
    Session<G>: Send + Sync,
{
    let before = Memo::new(move |_| game.with(|g| g.lines_open()));
    move || {
        before.get().then(|| {
            game.session_untracked(|s| {
                let g = &s.state;
                let start = s.opening();
                Team::BOTH
                    .into_iter()
                    .filter(|&t| g.coaches()[t] == Coach::Person)
                    .map(|team| {
                        let set = move |lineup| dispatch.run(G::set_lineup(team, lineup));
                        let set_units = move |units| {
                            if let Some(action) = G::set_units(team, units) {
                                dispatch.run(action);
                            }
                        };
                        let units = start.bench_units(team).zip(g.bench_units(team));
                        view! {
                            <LineupEditor
                                slug=team_slug(team)
                                team_name=g.team_name(team).to_string()
                                skaters=g.bench_skaters(team)
                                goalies=g.bench_goalies(team)
                                computer=start.bench_lineup(team)
                                current=g.bench_lineup(team)
                                on_set=Callback::new(set)
                                units=units
                                on_units=Callback::new(set_units)
                                ratings=g.chip_ratings(team)
                            />
                        }
                    })
                    .collect_view()
            })
        })
    }
}

/// Before the shootout's first attempt, each team a person coaches may send out another
/// goalie to face it (the one in net stays unless he does).
#[component]
pub fn ShootoutGoalies<G>(game: GameView<G>, dispatch: Callback<G::Action>) -> impl IntoView
where
    Session<G>: Send + Sync,
    G: BenchSim + Send + Sync + 'static,
    G::Action: Send + Sync + 'static,
{
    move || {
        game.with(|g| {
            Team::BOTH
                .into_iter()
                .filter(|&t| g.coaches()[t] == Coach::Person)
                .filter_map(|team| {
                    let open = g.shootout_goalie_options(team);
                    if open.is_empty() {
                        return None;
                    }
                    let slug = team_slug(team);
                    let buttons = open
                        .into_iter()
                        .map(|goalie| {
                            let in_net = g.goalie_in_net(team) == goalie;
                            let label = format!(
                                "{}{}",
                                g.shootout_goalie_label(team, goalie),
                                if in_net { ", in goal" } else { "" }
                            );
                            view! {
                                <button
                                    data-testid="so-goalie-option"
                                    data-goalie=goalie
                                    aria-pressed=if in_net { "true" } else { "false" }
                                    on:click=move |_| dispatch.run(G::shootout_goalie(team, goalie))
                                >{label}</button>
                            }
                        })
                        .collect_view();
                    Some(view! {
                        <div class="coach-panel shooter-picker" data-testid=format!("so-goalie-{slug}")>
                            <p class="decision">{format!("{}: who faces the shootout? {}", g.team_name(team), G::shootout_goalie_hint())}</p>
                            <div class="shooter-list">{buttons}</div>
                        </div>
                    })
                })
                .collect_view()
        })
    }
}

/// Both teams' ratings, each in a panel kept closed until opened.
#[component]
pub fn BenchRatings<G>(game: GameView<G>) -> impl IntoView
where
    G: BenchSim + Send + Sync + 'static,
    Session<G>: Send + Sync,
{
    let columns = G::rating_columns();
    Team::BOTH
        .into_iter()
        .map(|team| {
            let rows = game.with_untracked(|g| g.skater_ratings(team));
            let name = game.with_untracked(|g| g.team_name(team).to_string());
            view! { <TeamRatings slug=team_slug(team) name=name columns=columns rows=rows /> }
        })
        .collect_view()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::crease::Crease;
    use crate::games::fourth_street::rules::FourthStreet;

    fn slots_are_columns<G: BenchSim>() {
        let slots = G::slot_ratings();
        let columns = G::rating_columns();
        let places = [
            slots.centre,
            slots.wing,
            slots.defence,
            slots.power_play,
            slots.penalty_kill,
        ];
        for names in places {
            assert!(!names.is_empty() && names.len() <= 3, "a few: {names:?}");
            for name in names {
                assert!(columns.iter().any(|(s, _)| s == name), "{name} is a column");
            }
        }
    }

    /// Issue 40: each sim's chips show ratings its ratings table has, a few a place.
    #[test]
    fn each_sims_chip_ratings_are_columns_of_its_ratings_table() {
        slots_are_columns::<Crease>();
        slots_are_columns::<FourthStreet>();
    }
}
