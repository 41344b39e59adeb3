//! A 4th Street team's column: its players and the coach's controls (game plans, the extra
//! attacker, who serves a bench minor, recombining lines).

use crate::engine::{Game, Team};
use crate::games::fourth_street::play::{Action, Slot, slot_name};
use crate::games::fourth_street::rules::{AUDIT_VERSION, FourthStreet};
use crate::games::fourth_street::state::{Coach, Coaching, GoalieZone, WildCardPlan};
use crate::games::sim::Lineup;
use crate::ui::sim::team_slug;
use crate::ui::sim::{
    BenchPlayer, BenchSim, CountSelect, GoalieButton, LinePairSelects, LineupEditor, NextGroup,
    TeamColumnTop,
};
use leptos::prelude::*;

type GameView = crate::ui::sim::GameView<FourthStreet>;

/// The forwards `team` sends in to forecheck: those its coach named, else the first so many.
pub(super) fn forecheck_plan(g: &FourthStreet, team: Team) -> Vec<Slot> {
    g.forecheck_orders[team]
        .clone()
        .unwrap_or_else(|| (1..=g.coaching[team].forecheckers).collect())
}

// ----- the scoreboard -----

// ----- the board and the tray -----

#[component]
pub(super) fn TeamPanel(
    game: GameView,
    team: Team,
    dispatch: Option<Callback<Action>>,
) -> impl IntoView {
    let slug = team_slug(team);
    let person = game.with_untracked(|g| g.options().coaches[team] == Coach::Person);
    let on_ice = move || {
        game.with(|g| {
            g.on_ice_players(team)
                .into_iter()
                .map(|p| {
                    view! {
                        <li class:has-puck=p.has_puck data-testid="on-ice-player" data-slot=p.slot>
                            <span class="pos">{if p.slot == 6 { "6th" } else { p.slot_name }}</span>
                            <span class="name" title=p.name.clone()>{p.name.clone()}</span>
                            <span class="toi">
                                {p.has_puck.then(|| view! { <span class=format!("pawn {slug}") data-testid="pawn" role="img" aria-label="has the puck"></span> })}
                                <span data-testid="toi">{p.toi}</span>
                            </span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let penalty_box = move || {
        game.with(|g| {
            g.in_box()
                .into_iter()
                .filter(|e| e.team == team)
                .map(|e| {
                    view! {
                        <li data-testid="box-entry">{format!("{}: {}, {} left", e.name, e.kind, e.left)}</li>
                    }
                })
                .collect_view()
        })
    };
    let hurt = move || {
        game.with(|g| {
            g.hurt(team)
                .into_iter()
                .map(|(name, words)| view! { <li data-testid="hurt">{format!("{name}: {words}")}</li> })
                .collect_view()
        })
    };
    let orders = move || {
        game.with(|g| {
            let c = g.coaching[team];
            let plan = match c.wild_cards {
                WildCardPlan::Choose => "",
                WildCardPlan::DumpAndChase => " · wild cards: dump and chase",
                WildCardPlan::PuckPossession => " · wild cards: puck possession",
            };
            let zone = c
                .game_plan
                .map(|z| format!(" · game plan {}", z.name()))
                .unwrap_or_default();
            let forecheck = forecheck_plan(g, team);
            let who = match g.forecheck_orders[team] {
                Some(_) if !forecheck.is_empty() => {
                    let names: Vec<&str> = forecheck.iter().map(|&s| slot_name(s)).collect();
                    format!(" ({})", names.join(", "))
                }
                _ => String::new(),
            };
            format!(
                "Forecheckers {}{who} · aggressiveness {:+}{}{}{}",
                forecheck.len(),
                c.aggressiveness,
                if c.freeze_on_cross {
                    " · freeze on ✖"
                } else {
                    ""
                },
                plan,
                zone
            )
        })
    };
    let coach = match (person, dispatch) {
        (true, Some(dispatch)) => {
            Some(view! { <CoachControls game=game team=team dispatch=dispatch /> })
        }
        _ => None,
    };
    view! {
        <section class=format!("lineup fs-team {slug}") data-testid=format!("team-{slug}")>
            <TeamColumnTop game=game team=team />
            <p class="team-line" data-testid=format!("orders-{slug}")>{orders}</p>
            {coach}
            <h3>"On the ice · time on ice"</h3>
            <ul class="roster fs-on-ice" data-testid=format!("on-ice-{slug}")>{on_ice}</ul>
            <p class="team-line fs-lines" data-testid=format!("lines-{slug}")>{move || game.with(|g| g.lines_text(team))}</p>
            <div class="penalty-box">
                <h3>"Penalty box"</h3>
                <ul data-testid=format!("box-{slug}")>{penalty_box}</ul>
            </div>
            <ul class="fs-hurt" data-testid=format!("hurt-{slug}")>{hurt}</ul>
        </section>
    }
}

/// The goalie zones a game plan can name (R75), a1 to e5: letter a-e, digit 1-5.
pub(super) fn game_plan_zones() -> impl Iterator<Item = String> {
    (0..5u8).flat_map(|column| (1..=5u8).map(move |row| GoalieZone { column, row }.name()))
}

/// A person's coaching controls for one team: the standing orders (at a stoppage), the next
/// line and pair, and the goalie.
#[component]
pub(super) fn CoachControls(
    game: GameView,
    team: Team,
    dispatch: Callback<Action>,
) -> impl IntoView {
    let slug = team_slug(team);
    let (lines, pairs) = game.with_untracked(|g| {
        let d = &g.sheet(team).deployment;
        (d.lines.len() as u8, d.pairs.len() as u8)
    });
    let open = move || game.with(|g| g.outcome().is_none() && !g.in_shootout());
    let may_order = move || game.with(|g| g.may_set_coaching());
    // Forecheckers move after a turnover, loose puck, stoppage or shot (L482-490).
    let may_forecheck = move || game.with(|g| g.may_place_forecheckers(team));
    let plan = move || game.with(|g| forecheck_plan(g, team));
    let send_forecheck = move |slots: Vec<Slot>| dispatch.run(Action::Forecheckers { team, slots });
    let toggle = move |slot: Slot| {
        let mut slots = untrack(plan);
        match slots.iter().position(|&s| s == slot) {
            Some(i) => {
                slots.remove(i);
            }
            None => {
                slots.push(slot);
                slots.sort_unstable();
            }
        }
        send_forecheck(slots);
    };
    let may_plan = move || game.with(|g| g.may_set_game_plan());
    let set = move |change: &dyn Fn(&mut Coaching)| {
        let now = game.with_untracked(|g| g.coaching[team]);
        let mut wanted = now;
        change(&mut wanted);
        if wanted != now && wanted.is_valid() {
            dispatch.run(Action::SetCoaching {
                team,
                coaching: wanted,
            });
        }
    };
    // The next change shown: the coach's own choice, else the pick already made, else line 1
    // and pair 1.
    let picked = move || game.with(|g| g.next_lines[team]);
    let group = NextGroup::new(move || picked().unwrap_or((0, 0)));
    let send = move |_| {
        let (line, pair) = group.chosen();
        group.clear();
        dispatch.run(Action::NextLines { team, line, pair });
    };
    // The coach's extra attacker for the next pull: none, the computer's pick.
    let extra = RwSignal::new(None::<u8>);
    let pull = move |chosen: Option<u8>| {
        let named = chosen.filter(|p| game.with_untracked(|g| g.extra_attackers(team).contains(p)));
        match named {
            Some(player) => Action::ExtraAttacker { team, player },
            None => Action::PullGoalie(team),
        }
    };
    view! {
        <Show when=open>
            <div class="coach-controls" data-testid=format!("coach-{slug}")>
                <div class="coach-row">
                    <CountSelect
                        label="Forecheck"
                        id=format!("forecheckers-{slug}")
                        most=3
                        word=|n| n.to_string()
                        value=Signal::derive(move || plan().len() as u8)
                        disabled=Signal::derive(move || !may_forecheck())
                        on_pick=Callback::new(move |n| send_forecheck((1..=n).collect()))
                    />
                    <label>
                        <span class="coach-label">"Aggression"</span>
                        <select
                            data-testid=format!("aggressiveness-{slug}")
                            disabled=move || !may_order()
                            on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse::<i8>() {
                                    set(&|c| c.aggressiveness = n);
                                }
                            }
                            prop:value=move || game.with(|g| g.coaching[team].aggressiveness.to_string())
                        >
                            {(-2..=2i8).map(|n| view! { <option value=n.to_string()>{format!("{n:+}")}</option> }).collect_view()}
                        </select>
                    </label>
                </div>
                <div class="forecheck-picks" role="group" aria-label="Who forechecks">
                    {(1..=3u8).map(|slot| view! {
                        <button
                            type="button"
                            data-testid=format!("forecheck-{slug}-{}", slot_name(slot))
                            disabled=move || !may_forecheck()
                            aria-pressed=move || if plan().contains(&slot) { "true" } else { "false" }
                            on:click=move |_| toggle(slot)
                        >{slot_name(slot)}</button>
                    }).collect_view()}
                </div>
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid=format!("freeze-{slug}")
                        disabled=move || !may_order()
                        prop:checked=move || game.with(|g| g.coaching[team].freeze_on_cross)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            set(&|c| c.freeze_on_cross = on);
                        }
                    />
                    "Freeze the puck on ✖"
                </label>
                <label class="coach-wide">
                    <span class="coach-label">"Wild cards (⁂)"</span>
                    <select
                        data-testid=format!("wild-plan-{slug}")
                        disabled=move || !may_order()
                        on:change=move |ev| {
                            let plan = match event_target_value(&ev).as_str() {
                                "dump" => WildCardPlan::DumpAndChase,
                                "possession" => WildCardPlan::PuckPossession,
                                _ => WildCardPlan::Choose,
                            };
                            set(&|c| c.wild_cards = plan);
                        }
                        prop:value=move || game.with(|g| match g.coaching[team].wild_cards {
                            WildCardPlan::Choose => "choose",
                            WildCardPlan::DumpAndChase => "dump",
                            WildCardPlan::PuckPossession => "possession",
                        })
                    >
                        <option value="choose">"I choose each time"</option>
                        <option value="dump">"Dump and chase"</option>
                        <option value="possession">"Puck possession"</option>
                    </select>
                </label>
                <label class="coach-wide">
                    <span class="coach-label">"Game plan (◘)"</span>
                    <select
                        data-testid=format!("game-plan-{slug}")
                        disabled=move || !may_plan()
                        on:change=move |ev| {
                            let zone = GoalieZone::parse(&event_target_value(&ev));
                            set(&|c| c.game_plan = zone);
                        }
                        prop:value=move || game.with(|g| g.coaching[team].game_plan.map(GoalieZone::name).unwrap_or_default())
                    >
                        <option value="">"No plan: the best zone for each shot"</option>
                        {game_plan_zones().map(|zone| view! { <option value=zone.clone()>{format!("Zone {zone}")}</option> }).collect_view()}
                    </select>
                </label>
                <p class="hint" data-testid=format!("orders-hint-{slug}")>{move || {
                    let plan = if may_plan() {
                        " The game plan is picked now, before the opening draw, for the whole game."
                    } else {
                        " The game plan was picked before the game and holds to the end."
                    };
                    let orders = if may_order() {
                        "Orders may change now, before the face-off."
                    } else {
                        "Orders change at a stoppage, before the face-off; forecheckers also after a turnover, a loose puck or a shot."
                    };
                    format!("{orders}{}", if game.with(|g| g.rules_version()) >= AUDIT_VERSION { plan } else { "" })
                }}</p>
                <LinePairSelects slug=slug lines=lines pairs=pairs group=group />
                <button
                    data-testid=format!("send-lines-{slug}")
                    disabled=move || picked() == Some((group.line(), group.pair()))
                    on:click=send
                >"Next lines"</button>
                <GoalieButton
                    slug=slug
                    pulled=Signal::derive(move || game.with(|g| g.pulled[team]))
                    may_pull=Signal::derive(move || game.with(|g| g.may_change_goalie(team)))
                    may_return=Signal::derive(move || game.with(|g| g.may_change_goalie(team)))
                    on_pull=Callback::new(move |_| dispatch.run(pull(untrack(move || extra.get()))))
                    on_return=Callback::new(move |_| dispatch.run(Action::ReturnGoalie(team)))
                />
                <ExtraAttackerSelect game=game team=team extra=extra dispatch=dispatch />
                <PenaltyServerSelect game=game team=team dispatch=dispatch />
                <RecombineLines game=game team=team dispatch=dispatch />
            </div>
        </Show>
    }
}

/// The skaters a coach may send out for his goalie, by name and position.
pub(super) fn extra_attacker_options(g: &FourthStreet, team: Team) -> Vec<(u8, String)> {
    let label = |p: u8| {
        let card = g.skater(team, p);
        format!("{} ({})", card.name, card.position.code())
    };
    g.extra_attackers(team)
        .into_iter()
        .map(|p| (p, label(p)))
        .collect()
}

/// Who goes on for the goalie (L138, A61): the computer's pick unless the coach names a man.
/// Pulled at a face-off, a new name sends him at once.
#[component]
pub(super) fn ExtraAttackerSelect(
    game: GameView,
    team: Team,
    extra: RwSignal<Option<u8>>,
    dispatch: Callback<Action>,
) -> impl IntoView {
    let slug = team_slug(team);
    let options = Memo::new(move |_| game.with(|g| extra_attacker_options(g, team)));
    let pulled = move || game.with(|g| g.pulled[team]);
    let on_ice = move || game.with(|g| g.at(team, 6));
    move || {
        let shown = options.get();
        (!shown.is_empty()).then(|| {
            let current = if pulled() { on_ice() } else { extra.get() };
            view! {
                <label class="coach-wide">
                    <span class="coach-label">"Extra attacker"</span>
                    <select
                        data-testid=format!("extra-attacker-{slug}")
                        on:change=move |ev| {
                            let chosen = event_target_value(&ev).parse::<u8>().ok();
                            extra.set(chosen);
                            if let (Some(player), true) = (chosen, untrack(pulled)) {
                                dispatch.run(Action::ExtraAttacker { team, player });
                            }
                        }
                        prop:value=current.map(|p| p.to_string()).unwrap_or_default()
                    >
                        <option value="">"Best forward off the ice (the computer's pick)"</option>
                        {current.filter(|_| pulled()).map(|p| game.with_untracked(|g| {
                            let card = g.skater(team, p);
                            view! { <option value=p.to_string()>{format!("{} ({}), on now", card.name, card.position.code())}</option> }
                        }))}
                        {shown.into_iter().map(|(p, label)| view! { <option value=p.to_string()>{label}</option> }).collect_view()}
                    </select>
                </label>
            }
        })
    }
}

/// A goalie's or bench minor just called (A52): the coach names who serves it, from the
/// skaters on the ice at the call, before the face-off.
#[component]
pub(super) fn PenaltyServerSelect(
    game: GameView,
    team: Team,
    dispatch: Callback<Action>,
) -> impl IntoView {
    let slug = team_slug(team);
    let state = Memo::new(move |_| {
        game.with(|g| {
            let (server, name) = g.penalty_server(team)?;
            let options: Vec<(u8, String)> = g
                .penalty_servers(team)
                .into_iter()
                .map(|p| {
                    let card = g.skater(team, p);
                    (p, format!("{} ({})", card.name, card.position.code()))
                })
                .collect();
            Some((server, name, options))
        })
    });
    move || {
        state.get().map(|(server, name, options)| {
            view! {
                <label class="coach-wide fs-decision" data-testid=format!("penalty-server-{slug}")>
                    <span class="coach-label">{format!("Serves the {}", name.to_lowercase())}</span>
                    <select
                        data-testid=format!("server-{slug}")
                        on:change=move |ev| {
                            if let Ok(player) = event_target_value(&ev).parse::<u8>() {
                                dispatch.run(Action::PenaltyServer { team, player });
                            }
                        }
                        prop:value=server.to_string()
                    >
                        {options.into_iter().map(|(p, label)| view! { <option value=p.to_string()>{label}</option> }).collect_view()}
                    </select>
                </label>
            }
        })
    }
}

/// New line combinations in play (L261): made now, they take the ice at the team's next
/// change. The editor opens closed, drawn again when the lines or the moment change.
#[component]
pub(super) fn RecombineLines(
    game: GameView,
    team: Team,
    dispatch: Callback<Action>,
) -> impl IntoView {
    let slug = team_slug(team);
    let state = Memo::new(move |_| {
        game.with(|g| {
            let pending = g.pending_lineup[team].is_some();
            g.may_recombine().then(|| (g.lineup(team), pending))
        })
    });
    // The panel stays open, and its draft kept, while the game moves on: the editor is built
    // untracked, so only a new line-up (the memo above) builds it again.
    let open = RwSignal::new(false);
    move || {
        let (current, pending) = state.get()?;
        untrack(|| {
            game.session_untracked(|s| {
                let g = &s.state;
                let goalie = g.in_net[team];
                let goalies: Vec<BenchPlayer> = g
                    .bench_goalies(team)
                    .into_iter()
                    .filter(|p| p.index == goalie)
                    .collect();
                let summary = if pending {
                    "New lines: they go out at your next change"
                } else {
                    "Change line combinations"
                };
                let set = move |mut lineup: Lineup| {
                    lineup.goalie = goalie;
                    dispatch.run(Action::SetLineup { team, lineup });
                };
                Some(view! {
                    <details
                        class="coach-panel lines-panel"
                        data-testid=format!("lines-panel-{slug}")
                        prop:open=move || open.get()
                        on:toggle=move |ev| {
                            let shown = ev
                                .target()
                                .and_then(|t| js_sys::Reflect::get(&t, &"open".into()).ok())
                                .and_then(|v| v.as_bool())
                                .unwrap_or(false);
                            open.set(shown);
                        }
                    >
                        <summary class="decision">{summary}</summary>
                        // Its own test ids: the units editor may be open beside it.
                        <LineupEditor
                            slug=if team == Team::Home { "home-lines" } else { "away-lines" }
                            team_name=g.team_name(team).to_string()
                            skaters=g.bench_skaters(team)
                            goalies=goalies
                            computer=s.opening().bench_lineup(team)
                            current=current
                            on_set=Callback::new(set)
                            ratings=g.chip_ratings(team)
                        />
                    </details>
                })
            })
        })
    }
}

// ----- the play-by-play and the box score -----
