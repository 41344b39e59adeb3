//! The line-up and special-teams editor of the coach's bench: a player goes to a place by
//! dragging him there (mouse, pen or touch), by tapping him and then the place, or with the
//! keyboard; a player put in a taken place swaps with its occupant.

use super::ratings::{ChipRatings, PlayerCard, RatedSkater, SlotKind};
use crate::games::sim::{Lineup, Units};
use leptos::prelude::*;

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

/// What the editor changes: the line-up and the special-teams units.
#[derive(Debug, Clone, PartialEq)]
struct Board {
    lineup: Lineup,
    units: Option<Units>,
}

/// A place in the line-up or in a unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Forward { line: usize, slot: usize },
    Defence { pair: usize, slot: usize },
    PowerPlay { slot: usize },
    PenaltyKill { slot: usize },
}

impl Place {
    fn key(self) -> String {
        match self {
            Place::Forward { line, slot } => format!("f{line}-{slot}"),
            Place::Defence { pair, slot } => format!("d{pair}-{slot}"),
            Place::PowerPlay { slot } => format!("p0-{slot}"),
            Place::PenaltyKill { slot } => format!("k0-{slot}"),
        }
    }

    fn from_key(key: &str) -> Option<Place> {
        let (kind, rest) = key.split_at(1);
        let (a, b) = rest.split_once('-')?;
        let (a, b) = (a.parse().ok()?, b.parse().ok()?);
        match kind {
            "f" => Some(Place::Forward { line: a, slot: b }),
            "d" => Some(Place::Defence { pair: a, slot: b }),
            "p" if b < 5 => Some(Place::PowerPlay { slot: b }),
            "k" if b < 4 => Some(Place::PenaltyKill { slot: b }),
            _ => None,
        }
    }

    fn get(self, board: &Board) -> Option<u8> {
        let lineup = &board.lineup;
        match self {
            Place::Forward { line, slot } => lineup.forwards.get(line).map(|l| l[slot]),
            Place::Defence { pair, slot } => lineup.pairs.get(pair).map(|p| p[slot]),
            Place::PowerPlay { slot } => board.units.as_ref().map(|u| u.power_play[slot]),
            Place::PenaltyKill { slot } => board.units.as_ref().map(|u| u.penalty_kill[slot]),
        }
    }

    fn set(self, board: &mut Board, player: u8) {
        match self {
            Place::Forward { line, slot } => board.lineup.forwards[line][slot] = player,
            Place::Defence { pair, slot } => board.lineup.pairs[pair][slot] = player,
            Place::PowerPlay { slot } => {
                if let Some(u) = board.units.as_mut() {
                    u.power_play[slot] = player;
                }
            }
            Place::PenaltyKill { slot } => {
                if let Some(u) = board.units.as_mut() {
                    u.penalty_kill[slot] = player;
                }
            }
        }
    }

    fn label(self) -> &'static str {
        match self {
            Place::Forward { slot, .. } => ["LW", "C", "RW"][slot],
            Place::Defence { slot, .. } => ["LD", "RD"][slot],
            Place::PowerPlay { slot } => ["LW", "C", "RW", "LD", "RD"][slot],
            Place::PenaltyKill { slot } => ["F", "F", "LD", "RD"][slot],
        }
    }

    /// The kind of place, for the ratings its chip shows.
    fn kind(self) -> SlotKind {
        match self {
            Place::Forward { slot: 1, .. } => SlotKind::Centre,
            Place::Forward { .. } => SlotKind::Wing,
            Place::Defence { .. } => SlotKind::Defence,
            Place::PowerPlay { .. } => SlotKind::PowerPlay,
            Place::PenaltyKill { .. } => SlotKind::PenaltyKill,
        }
    }

    fn in_unit(self) -> bool {
        matches!(self, Place::PowerPlay { .. } | Place::PenaltyKill { .. })
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

/// Where `player` is in the same unit as `place`, if he is.
fn unit_place_of(board: &Board, player: u8, like: Place) -> Option<Place> {
    let units = board.units.as_ref()?;
    match like {
        Place::PowerPlay { .. } => units
            .power_play
            .iter()
            .position(|&p| p == player)
            .map(|slot| Place::PowerPlay { slot }),
        _ => units
            .penalty_kill
            .iter()
            .position(|&p| p == player)
            .map(|slot| Place::PenaltyKill { slot }),
    }
}

/// Puts `player` in `place`. In the lines, a player dressed elsewhere swaps with the place's
/// occupant, and one from the scratches sends the occupant to the scratches and takes his
/// places in the units. In a unit, a player already in it swaps; one dressed but not in it
/// takes the place. Only dressed players go in a unit.
fn put(board: &mut Board, player: u8, place: Place) {
    let Some(occupant) = place.get(board) else {
        return;
    };
    if occupant == player {
        return;
    }
    if place.in_unit() {
        if place_of(&board.lineup, player).is_none() {
            return;
        }
        if let Some(from) = unit_place_of(board, player, place) {
            from.set(board, occupant);
        }
        place.set(board, player);
        return;
    }
    match place_of(&board.lineup, player) {
        Some(from) => from.set(board, occupant),
        None => {
            if let Some(units) = board.units.as_mut() {
                for p in units.power_play.iter_mut().chain(&mut units.penalty_kill) {
                    if *p == occupant {
                        *p = player;
                    }
                }
            }
        }
    }
    place.set(board, player);
}

/// What an editor shows and hands back.
#[derive(Clone, Copy, PartialEq)]
enum Mode {
    /// Lines, pairs, scratches and the starter, with the units when the sim has them.
    Lineup,
    /// Only the units, from the players dressed.
    Units,
}

/// The line-up editor for one team before the opening face-off; with `units`, its power-play
/// and penalty-kill units too.
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
    /// The computer's units and the team's now, for a sim with special-teams units.
    #[prop(optional_no_strip)]
    units: Option<(Units, Units)>,
    /// Called after `on_set` with the units, when they are not the ones the team had.
    #[prop(optional)]
    on_units: Option<Callback<Units>>,
    /// The skaters' card ratings, for the chips, the scratches' sort and the cards.
    #[prop(optional)]
    ratings: Option<ChipRatings>,
) -> impl IntoView {
    let (computer_units, current_units) = units.unzip();
    let kept = current_units.clone();
    let finish = Callback::new(move |board: Board| {
        on_set.run(board.lineup);
        if let (Some(units), Some(on_units)) = (board.units, on_units)
            && Some(&units) != kept.as_ref()
        {
            on_units.run(units);
        }
    });
    editor(
        Mode::Lineup,
        slug,
        format!("{team_name}: make up your lines"),
        skaters,
        goalies,
        Board {
            lineup: computer,
            units: computer_units,
        },
        Board {
            lineup: current,
            units: current_units,
        },
        "Use these lines",
        finish,
        ratings,
    )
}

/// The special-teams units of a team on the ice, at any moment the sim allows: the players
/// dressed go to the power-play and penalty-kill places.
#[component]
pub fn UnitsEditor(
    slug: &'static str,
    team_name: String,
    /// The team's skaters; its pool shows those dressed.
    skaters: Vec<BenchPlayer>,
    lineup: Lineup,
    computer: Units,
    current: Units,
    /// The button's words, e.g. "Send these units".
    action: &'static str,
    on_set: Callback<Units>,
    #[prop(optional)] ratings: Option<ChipRatings>,
) -> impl IntoView {
    let finish = Callback::new(move |board: Board| {
        if let Some(units) = board.units {
            on_set.run(units);
        }
    });
    editor(
        Mode::Units,
        slug,
        format!("{team_name}: special-teams units"),
        skaters,
        Vec::new(),
        Board {
            lineup: lineup.clone(),
            units: Some(computer),
        },
        Board {
            lineup,
            units: Some(current),
        },
        action,
        finish,
        ratings,
    )
}

#[allow(clippy::too_many_arguments)]
fn editor(
    mode: Mode,
    slug: &'static str,
    title: String,
    skaters: Vec<BenchPlayer>,
    goalies: Vec<BenchPlayer>,
    computer: Board,
    current: Board,
    finish_words: &'static str,
    finish: Callback<Board>,
    ratings: Option<ChipRatings>,
) -> impl IntoView + use<> {
    let draft = RwSignal::new(current);
    let columns = ratings.as_ref().map(|r| r.columns);
    let ratings = StoredValue::new(ratings);
    // The column the free players are sorted by (none: roster order), and the card open.
    let pool_sort = RwSignal::new(None::<usize>);
    let opened = RwSignal::new(None::<RatedSkater>);
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
    // A tap holds a player (or lets him go); with another held, a tap on a player in a place
    // puts the held one there.
    let tap = move |player: u8, at: Option<Place>| match (held.get_untracked(), at) {
        (Some(h), _) if h == player => held.set(None),
        (Some(h), Some(place)) => {
            draft.update(|d| put(d, h, place));
            held.set(None);
        }
        _ => held.set(Some(player)),
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
        let place = attribute("[data-place]", "data-place").and_then(|k| Place::from_key(&k));
        if attribute("[data-player]", "data-player") == Some(player.to_string()) {
            tap(player, place);
            handled.set_value(true);
        } else if let Some(place) = place {
            draft.update(|d| put(d, player, place));
            held.set(None);
            handled.set_value(true);
        }
    };
    let up = window_event_listener(leptos::ev::pointerup, move |ev| release(&ev));
    on_cleanup(move || up.remove());

    // The ratings that matter where the player is: his place's, or, among the free players,
    // his position's with the sorted column first.
    let chip_ratings = move |player: u8, at: Option<Place>| {
        ratings.with_value(|r| {
            let r = r.as_ref()?;
            let (kind, first) = match at {
                Some(place) => (place.kind(), None),
                None => {
                    let position = r.row(player)?.position.clone();
                    (SlotKind::of_position(&position), pool_sort.get())
                }
            };
            let shown = r.at(player, kind, first);
            let text = shown
                .iter()
                .map(|(short, v)| format!("{short} {v}"))
                .collect::<Vec<_>>()
                .join(" · ");
            (!shown.is_empty()).then(
                || view! { <span class="chip-ratings" data-testid="chip-ratings">{text}</span> },
            )
        })
    };
    // His card, opened by its own small button: a tap on the chip picks him up.
    let card_button = move |player: u8| {
        let row = ratings.with_value(|r| r.as_ref().and_then(|r| r.row(player).cloned()))?;
        let label = format!("{}'s card", row.name);
        Some(view! {
            <button
                type="button"
                class="chip-card"
                data-testid="chip-card"
                data-player=player.to_string()
                title=label.clone()
                aria-label=label
                on:pointerdown=move |ev| ev.stop_propagation()
                on:pointerup=move |ev| ev.stop_propagation()
                on:click=move |ev| {
                    ev.stop_propagation();
                    opened.set(Some(row.clone()));
                }
            >"i"</button>
        })
    };
    let chip = move |player: u8, at: Option<Place>| {
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
                        tap(player, at);
                    }
                    handled.set_value(false);
                }

            >
                <span class="chip-name">{move || name_of(player)}</span>
                {move || chip_ratings(player, at)}
            </button>
            {card_button(player)}
        }
    };
    let place_view = move |place: Place| {
        view! {
            <div
                class="place"
                class:target=move || held.get().is_some()
                data-place=place.key()
                data-testid=format!("place-{}", place.key())
                // A group, not a button: it holds the player's own button (no nested controls).
                role="group"
                tabindex="0"
                aria-label=move || format!("{}: {}. Enter puts the player picked here.", place.label(), draft.with(|d| place.get(d).map(name_of).unwrap_or_default()))
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
                {move || draft.with(|d| place.get(d)).map(|p| chip(p, Some(place)))}
            </div>
        }
    };
    // The editor's buttons, taken when the pointer lifts as its players are: a touch just
    // after a drag brings no click.
    let button =
        move |class: &'static str, testid: String, words: &'static str, run: Callback<()>| {
            view! {
                <button
                    type="button"
                    class=class
                    data-testid=testid
                    on:pointerup=move |ev| {
                        if drag_from.get_value().is_none() && ev.button() == 0 {
                            handled.set_value(true);
                            run.run(());
                        }
                    }
                    on:click=move |_| {
                        if !handled.get_value() {
                            run.run(());
                        }
                        handled.set_value(false);
                    }
                >{words}</button>
            }
        };
    let row = move |name: String, testid: &'static str, places: Vec<Place>| {
        let wide = places.len() > 3;
        view! {
            <li class=if wide { "bench-row unit-row" } else { "bench-row" } data-testid=testid>
                <span class="group-name">{name}</span>
                {places.into_iter().map(place_view).collect_view()}
            </li>
        }
    };
    let lines = move || {
        let n = draft.with(|d| d.lineup.forwards.len());
        (0..n)
            .map(|line| {
                let places = (0..3).map(|slot| Place::Forward { line, slot }).collect();
                row(format!("Line {}", line + 1), "edit-line", places)
            })
            .collect_view()
    };
    let pairs = move || {
        let n = draft.with(|d| d.lineup.pairs.len());
        (0..n)
            .map(|pair| {
                let places = (0..2).map(|slot| Place::Defence { pair, slot }).collect();
                row(format!("Pair {}", pair + 1), "edit-pair", places)
            })
            .collect_view()
    };
    let has_units = computer.with_value(|c| c.units.is_some());
    let units = has_units.then(|| {
        let pp = (0..5).map(|slot| Place::PowerPlay { slot }).collect();
        let pk = (0..4).map(|slot| Place::PenaltyKill { slot }).collect();
        view! {
            <ol class="bench-lines" data-testid=format!("units-{slug}")>
                {row("Power play".into(), "edit-pp", pp)}
                {row("Penalty kill".into(), "edit-pk", pk)}
            </ol>
        }
    });
    // The players a coach picks from: the scratches for the lines, everyone dressed for units.
    let pool = move || {
        let free: Vec<u8> = skaters.with_value(|s| {
            s.iter()
                .map(|p| p.index)
                .filter(|&p| {
                    let dressed = draft.with(|d| place_of(&d.lineup, p).is_some());
                    dressed == (mode == Mode::Units)
                })
                .collect()
        });
        let sort = pool_sort.get();
        let order = ratings.with_value(|r| match r {
            Some(r) => r.order(&free, sort),
            None => free.clone(),
        });
        order
            .into_iter()
            .map(|p| view! { <span class="free-player">{chip(p, None)}</span> })
            .collect_view()
    };
    let sort_select = columns.map(|columns| {
        let options = columns
            .iter()
            .enumerate()
            .map(|(i, (short, what))| view! { <option value=i.to_string()>{format!("{short} ({what})")}</option> })
            .collect_view();
        view! {
            <label class="pool-sort">
                "Sort by "
                <select
                    data-testid="pool-sort"
                    on:change=move |ev| pool_sort.set(event_target_value(&ev).parse().ok())
                >
                    <option value="">"roster order"</option>
                    {options}
                </select>
            </label>
        }
    });
    let pool_name = match mode {
        Mode::Lineup => "Not dressed",
        Mode::Units => "Dressed",
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
                        prop:checked=move || draft.with(|d| d.lineup.goalie == index)
                        on:change=move |_| draft.update(|d| d.lineup.goalie = index)
                    />
                    {g.name}
                </label>
            }
        })
        .collect_view();
    let line_up = (mode == Mode::Lineup).then(|| {
        view! {
            <ol class="bench-lines">{lines}</ol>
            <ol class="bench-lines">{pairs}</ol>
        }
    });
    let starter = (mode == Mode::Lineup).then(|| {
        view! {
            <fieldset class="starter">
                <legend>"Starting goalie"</legend>
                {goalie_options}
            </fieldset>
        }
    });
    let testid = match mode {
        Mode::Lineup => format!("bench-editor-{slug}"),
        Mode::Units => format!("units-editor-{slug}"),
    };
    view! {
        <section class="bench-editor" data-testid=testid>
            <h2>{title}</h2>
            <p class="hint">"Drag a player to a place, or tap him and then the place (Enter works too). A player put in a taken place swaps with him."{columns.map(|_| " Each shows the ratings that count there; “i” opens his card.")}</p>
            {line_up}
            {columns.map(|columns| view! { <PlayerCard columns=columns opened=opened /> })}
            <div class="scratches" data-testid="scratches">
                <span class="group-name">{pool_name}</span>
                {sort_select}
                {pool}
            </div>
            {units}
            {starter}
            <div class="controls">
                {button("", format!("bench-computer-{slug}"), "As the computer would", Callback::new(move |_| {
                    held.set(None);
                    draft.set(computer.get_value());
                }))}
                {button("primary", format!("bench-use-{slug}"), finish_words, Callback::new(move |_| finish.run(draft.get_untracked())))}
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Board {
        Board {
            lineup: Lineup {
                forwards: vec![[0, 1, 2], [3, 4, 5]],
                pairs: vec![[6, 7]],
                goalie: 0,
            },
            units: Some(Units {
                power_play: [0, 1, 2, 6, 7],
                penalty_kill: [3, 4, 6, 7],
            }),
        }
    }

    #[test]
    fn a_player_put_in_a_taken_place_swaps_or_sends_him_to_the_scratches() {
        let mut b = board();
        put(&mut b, 6, Place::Forward { line: 0, slot: 1 });
        assert_eq!(b.lineup.forwards[0], [0, 6, 2]);
        assert_eq!(b.lineup.pairs[0], [1, 7]);
        put(&mut b, 9, Place::Defence { pair: 0, slot: 1 });
        assert_eq!(b.lineup.pairs[0], [1, 9]);
        assert_eq!(place_of(&b.lineup, 7), None, "7 is scratched");
        let units = b.units.clone().unwrap();
        assert_eq!(units.power_play[4], 9, "9 took 7's place on the power play");
        assert_eq!(units.penalty_kill[3], 9, "and on the penalty kill");
        for place in [
            Place::Forward { line: 1, slot: 2 },
            Place::Defence { pair: 0, slot: 0 },
            Place::PowerPlay { slot: 4 },
            Place::PenaltyKill { slot: 3 },
        ] {
            assert_eq!(Place::from_key(&place.key()), Some(place));
        }
        assert_eq!(Place::from_key("k0-4"), None);
        let kinds = [
            Place::Forward { line: 0, slot: 1 },
            Place::Forward { line: 2, slot: 0 },
            Place::Defence { pair: 1, slot: 1 },
            Place::PowerPlay { slot: 1 },
            Place::PenaltyKill { slot: 0 },
        ]
        .map(Place::kind);
        use SlotKind::*;
        assert_eq!(kinds, [Centre, Wing, Defence, PowerPlay, PenaltyKill]);
    }

    #[test]
    fn a_unit_takes_dressed_players_once_each() {
        let mut b = board();
        put(&mut b, 5, Place::PowerPlay { slot: 0 });
        assert_eq!(b.units.as_ref().unwrap().power_play, [5, 1, 2, 6, 7]);
        put(&mut b, 2, Place::PowerPlay { slot: 0 });
        assert_eq!(
            b.units.as_ref().unwrap().power_play,
            [2, 1, 5, 6, 7],
            "2 swaps with 5"
        );
        put(&mut b, 11, Place::PenaltyKill { slot: 0 });
        assert_eq!(
            b.units.as_ref().unwrap().penalty_kill,
            [3, 4, 6, 7],
            "11 is not dressed"
        );
        assert_eq!(b.lineup, board().lineup, "the lines are as they were");
    }
}
