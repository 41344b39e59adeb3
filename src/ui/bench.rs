//! The coach's bench before the opening face-off: a line-up editor every sim shares. A player
//! goes to a place by dragging him there (mouse, pen or touch), by tapping him and then the
//! place, or with the keyboard (Tab to him, Enter, Tab to the place, Enter). A player tapped
//! into a taken place swaps with its occupant. "As the computer would" puts back the computer's
//! line-up; "Use these lines" hands the line-up to the engine as the coach's action.

use super::sim::GameView;
use super::sim_setup::team_slug;
use crate::engine::{Session, Team};
use crate::games::sim::{Coach, Lineup, SimPlay};
use leptos::prelude::*;

/// What a sim tells the shared bench: its rosters, line-ups and the coach's two actions
/// before play (the lines, the shootout's goalie).
pub trait BenchSim: SimPlay {
    /// Whether the opening face-off is still to come.
    fn lines_open(&self) -> bool;
    fn bench_skaters(&self, team: Team) -> Vec<BenchPlayer>;
    fn bench_goalies(&self, team: Team) -> Vec<BenchPlayer>;
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
                let start = G::with_rules_version(
                    s.record.options.clone(),
                    s.record.seed,
                    s.record.rules_version,
                );
                Team::BOTH
                    .into_iter()
                    .filter(|&t| g.coaches()[t] == Coach::Person)
                    .map(|team| {
                        let set = move |lineup| dispatch.run(G::set_lineup(team, lineup));
                        view! {
                            <LineupEditor
                                slug=team_slug(team)
                                team_name=g.team_name(team).to_string()
                                skaters=g.bench_skaters(team)
                                goalies=g.bench_goalies(team)
                                computer=start.bench_lineup(team)
                                current=g.bench_lineup(team)
                                on_set=Callback::new(set)
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

/// A player the editor can place: his index on the roster, name and position.
#[derive(Debug, Clone, PartialEq)]
pub struct BenchPlayer {
    pub index: u8,
    pub name: String,
    pub position: String,
}

impl BenchPlayer {
    /// A roster's players by index, from their names and positions.
    pub fn list(players: impl Iterator<Item = (String, String)>) -> Vec<BenchPlayer> {
        players
            .enumerate()
            .map(|(i, (name, position))| BenchPlayer {
                index: i as u8,
                name,
                position,
            })
            .collect()
    }
}

/// A place in the line-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Forward { line: usize, slot: usize },
    Defence { pair: usize, slot: usize },
}

impl Place {
    fn key(self) -> String {
        match self {
            Place::Forward { line, slot } => format!("f{line}-{slot}"),
            Place::Defence { pair, slot } => format!("d{pair}-{slot}"),
        }
    }

    fn from_key(key: &str) -> Option<Place> {
        let (kind, rest) = key.split_at(1);
        let (a, b) = rest.split_once('-')?;
        let (a, b) = (a.parse().ok()?, b.parse().ok()?);
        match kind {
            "f" => Some(Place::Forward { line: a, slot: b }),
            "d" => Some(Place::Defence { pair: a, slot: b }),
            _ => None,
        }
    }

    fn get(self, lineup: &Lineup) -> Option<u8> {
        match self {
            Place::Forward { line, slot } => lineup.forwards.get(line).map(|l| l[slot]),
            Place::Defence { pair, slot } => lineup.pairs.get(pair).map(|p| p[slot]),
        }
    }

    fn set(self, lineup: &mut Lineup, player: u8) {
        match self {
            Place::Forward { line, slot } => lineup.forwards[line][slot] = player,
            Place::Defence { pair, slot } => lineup.pairs[pair][slot] = player,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Place::Forward { slot, .. } => ["LW", "C", "RW"][slot],
            Place::Defence { slot, .. } => ["LD", "RD"][slot],
        }
    }
}

/// Where `player` is dressed, if he is.
fn place_of(lineup: &Lineup, player: u8) -> Option<Place> {
    let forward = lineup.forwards.iter().enumerate().find_map(|(line, l)| {
        l.iter()
            .position(|&p| p == player)
            .map(|slot| Place::Forward { line, slot })
    });
    forward.or_else(|| {
        lineup.pairs.iter().enumerate().find_map(|(pair, p)| {
            p.iter()
                .position(|&q| q == player)
                .map(|slot| Place::Defence { pair, slot })
        })
    })
}

/// Puts `player` in `place`. A player dressed elsewhere swaps with the place's occupant; one
/// from the scratches sends the occupant to the scratches.
fn put(lineup: &mut Lineup, player: u8, place: Place) {
    let Some(occupant) = place.get(lineup) else {
        return;
    };
    if occupant == player {
        return;
    }
    if let Some(from) = place_of(lineup, player) {
        from.set(lineup, occupant);
    }
    place.set(lineup, player);
}

/// The line-up editor for one team.
#[component]
pub fn LineupEditor(
    /// "home" or "away", for the test ids.
    slug: &'static str,
    team_name: String,
    skaters: Vec<BenchPlayer>,
    goalies: Vec<BenchPlayer>,
    /// The line-up the computer would start.
    computer: Lineup,
    /// The line-up the team has now.
    current: Lineup,
    on_set: Callback<Lineup>,
) -> impl IntoView {
    let draft = RwSignal::new(current);
    let held = RwSignal::new(None::<u8>);
    let skaters = StoredValue::new(skaters);
    let computer = StoredValue::new(computer);
    let name_of = move |p: u8| {
        skaters.with_value(|s| {
            s.iter()
                .find(|s| s.index == p)
                .map(|s| format!("{} {}", s.position, s.name))
                .unwrap_or_default()
        })
    };
    let place_held = move |place: Place| {
        if let Some(player) = held.get_untracked() {
            draft.update(|d| put(d, player, place));
            held.set(None);
        }
    };
    // A tap holds a player (or lets him go); with another held, a tap on a dressed player
    // puts the held one in his place.
    let tap = move |player: u8| match held.get_untracked() {
        Some(h) if h == player => held.set(None),
        Some(h) => match draft.with_untracked(|d| place_of(d, player)) {
            Some(place) => {
                draft.update(|d| put(d, h, place));
                held.set(None);
            }
            None => held.set(Some(player)),
        },
        None => held.set(Some(player)),
    };
    // A press ends where the pointer is let go: on the same player it is a tap, on another
    // place a drag there. Taps are taken here rather than from the click that may follow (a
    // touch just after a drag brings none), and that click is then let go.
    let drag_from = StoredValue::new(None::<u8>);
    let handled = StoredValue::new(false);
    let release = move |ev: &web_sys::PointerEvent| {
        let Some(player) = drag_from.get_value() else {
            return;
        };
        drag_from.set_value(None);
        let under = document().element_from_point(ev.client_x() as f32, ev.client_y() as f32);
        let attribute = |selector: &str, name: &str| {
            under
                .as_ref()
                .and_then(|el| el.closest(selector).ok().flatten())
                .and_then(|el| el.get_attribute(name))
        };
        if attribute("[data-player]", "data-player") == Some(player.to_string()) {
            tap(player);
            handled.set_value(true);
        } else if let Some(place) =
            attribute("[data-place]", "data-place").and_then(|k| Place::from_key(&k))
        {
            draft.update(|d| put(d, player, place));
            held.set(None);
            handled.set_value(true);
        }
    };
    let up = window_event_listener(leptos::ev::pointerup, move |ev| release(&ev));
    on_cleanup(move || up.remove());

    let chip = move |player: u8| {
        view! {
            <button
                type="button"
                class="chip"
                class:held=move || held.get() == Some(player)
                aria-pressed=move || if held.get() == Some(player) { "true" } else { "false" }
                data-testid="bench-chip"
                data-player=player.to_string()
                on:pointerdown=move |_| {
                    handled.set_value(false);
                    drag_from.set_value(Some(player));
                }
                on:keydown=move |_| handled.set_value(false)
                on:click=move |ev| {
                    ev.stop_propagation();
                    // Enter and Space click with no pointer.
                    if !handled.get_value() {
                        tap(player);
                    }
                    handled.set_value(false);
                }
            >{move || name_of(player)}</button>
        }
    };
    let place_view = move |place: Place| {
        view! {
            <div
                class="place"
                class:target=move || held.get().is_some()
                data-place=place.key()
                data-testid=format!("place-{}", place.key())
                role="button"
                tabindex="0"
                aria-label=move || format!("{}: {}", place.label(), draft.with(|d| place.get(d).map(name_of).unwrap_or_default()))
                // As with players, a tap is taken when the pointer lifts.
                on:pointerup=move |_| {
                    if drag_from.get_value().is_none() {
                        place_held(place);
                        handled.set_value(true);
                    }
                }
                on:click=move |_| {
                    if !handled.get_value() {
                        place_held(place);
                    }
                    handled.set_value(false);
                }
                on:keydown=move |ev: web_sys::KeyboardEvent| {
                    // A key on the player inside is his, not the place's.
                    let on_place = ev.target() == ev.current_target();
                    if on_place && (ev.key() == "Enter" || ev.key() == " ") {
                        ev.prevent_default();
                        place_held(place);
                    }
                }
            >
                <span class="slot-name">{place.label()}</span>
                {move || draft.with(|d| place.get(d)).map(chip)}
            </div>
        }
    };
    let lines = move || {
        let n = draft.with(|d| d.forwards.len());
        (0..n)
            .map(|line| {
                view! {
                    <li class="bench-row" data-testid="edit-line">
                        <span class="group-name">{format!("Line {}", line + 1)}</span>
                        {(0..3).map(|slot| place_view(Place::Forward { line, slot })).collect_view()}
                    </li>
                }
            })
            .collect_view()
    };
    let pairs = move || {
        let n = draft.with(|d| d.pairs.len());
        (0..n)
            .map(|pair| {
                view! {
                    <li class="bench-row" data-testid="edit-pair">
                        <span class="group-name">{format!("Pair {}", pair + 1)}</span>
                        {(0..2).map(|slot| place_view(Place::Defence { pair, slot })).collect_view()}
                    </li>
                }
            })
            .collect_view()
    };
    let scratches = move || {
        skaters.with_value(|s| {
            s.iter()
                .map(|p| p.index)
                .filter(|&p| draft.with(|d| place_of(d, p).is_none()))
                .map(chip)
                .collect_view()
        })
    };
    let goalie_options = goalies
        .into_iter()
        .map(|g| {
            let index = g.index;
            view! {
                <label class="check">
                    <input
                        type="radio"
                        name=format!("starter-{slug}")
                        data-testid="starter"
                        value=index.to_string()
                        prop:checked=move || draft.with(|d| d.goalie == index)
                        on:change=move |_| draft.update(|d| d.goalie = index)
                    />
                    {g.name}
                </label>
            }
        })
        .collect_view();
    view! {
        <section class="bench-editor" data-testid=format!("bench-editor-{slug}")>
            <h2>{format!("{team_name}: make up your lines")}</h2>
            <p class="hint">"Drag a player to a place, or tap him and then the place (Enter works too). A player put in a taken place swaps with him."</p>
            <ol class="bench-lines">{lines}</ol>
            <ol class="bench-lines">{pairs}</ol>
            <div class="scratches" data-testid="scratches">
                <span class="group-name">"Not dressed"</span>
                {scratches}
            </div>
            <fieldset class="starter">
                <legend>"Starting goalie"</legend>
                {goalie_options}
            </fieldset>
            <div class="controls">
                <button
                    type="button"
                    data-testid=format!("bench-computer-{slug}")
                    on:click=move |_| {
                        held.set(None);
                        draft.set(computer.get_value());
                    }
                >"As the computer would"</button>
                <button
                    type="button"
                    class="primary"
                    data-testid=format!("bench-use-{slug}")
                    on:click=move |_| on_set.run(draft.get_untracked())
                >"Use these lines"</button>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lineup() -> Lineup {
        Lineup {
            forwards: vec![[0, 1, 2], [3, 4, 5]],
            pairs: vec![[6, 7]],
            goalie: 0,
        }
    }

    #[test]
    fn a_player_put_in_a_taken_place_swaps_or_sends_him_to_the_scratches() {
        let mut l = lineup();
        put(&mut l, 6, Place::Forward { line: 0, slot: 1 });
        assert_eq!(l.forwards[0], [0, 6, 2]);
        assert_eq!(l.pairs[0], [1, 7]);
        put(&mut l, 9, Place::Defence { pair: 0, slot: 1 });
        assert_eq!(l.pairs[0], [1, 9]);
        assert_eq!(place_of(&l, 7), None, "7 is scratched");
        for place in [
            Place::Forward { line: 1, slot: 2 },
            Place::Defence { pair: 0, slot: 0 },
        ] {
            assert_eq!(Place::from_key(&place.key()), Some(place));
        }
    }
}
