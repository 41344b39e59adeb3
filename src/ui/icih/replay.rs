//! An ICIH share link's replay: the game at any move, with "continue from here".

use super::card::*;
use super::computer::computer_of;
use super::panels::*;
use super::save::saved_game;
use super::table::seat_view;
use super::words::*;
use crate::engine::{Game, GameRecord, Session, Team, Viewer};
use crate::games::icih::Icih;
use crate::games::icih::sealed::dealt_again;
use crate::ui::base::saves::{NO_RANDOMNESS, random_u64};
use crate::ui::widgets::panels::{PlayLog, ReplayBar};
use crate::ui::widgets::replay::ReplayCursor;
use leptos::prelude::*;

#[component]
pub(super) fn IcihReplay(record: GameRecord<Icih>, full: Session<Icih>) -> impl IntoView {
    let players = full.state.options().players;
    // A game in progress shows only the hand of the person who shared it (vs the computer);
    // a finished game shows everything.
    let own_seat = computer_of(players).map(|(c, _)| c.other());
    // A sealed record (shared while the game was on) never shows what its sharer did not see.
    let sealed_link = record.deal.as_ref().is_some_and(|d| d.sealed);
    let finished = full.state.outcome().is_some() && !sealed_link;
    let cursor = ReplayCursor::new(record, &full);
    let (total, step, at_step) = (cursor.total, cursor.step, cursor.at_step);
    let jump = move |k: usize| cursor.jump(k);
    let view = Signal::derive(move || {
        at_step.with(|s| {
            if finished {
                s.state.view(Viewer::Everyone)
            } else {
                seat_view(&s.state, own_seat)
            }
        })
    });
    let me = Signal::derive(move || own_seat.unwrap_or(Team::Home));
    let lines = full.describe_log();
    let log = Signal::derive(move || lines.clone());
    let problem = RwSignal::new(None::<String>);
    let continue_here = move |_: ()| {
        if !sealed_link {
            return cursor.continue_here(saved_game);
        }
        // The cards its sharer did not see are dealt afresh for the game played on.
        let at = cursor.at_step.get_untracked();
        let Some(seed) = random_u64() else {
            return problem.set(Some(NO_RANDOMNESS.into()));
        };
        match dealt_again(&at, seed) {
            Ok(session) => cursor.continue_from(&session, saved_game),
            Err(e) => problem.set(Some(format!("This game cannot be played on: {e}."))),
        }
    };
    let hand = move || {
        let seat = me.get();
        view.with(|v| v.hands.map(|_, h| h.clone()))
            .iter()
            .filter(|(t, h)| h.is_some() && (finished || *t == seat))
            .map(|(t, h)| {
                let cards = h.clone().unwrap_or_default();
                view! {
                    <div class="replay-hand" data-testid=format!("replay-hand-{}", slug(t))>
                        <h3>{format!("{} hand", NAMES[t])}</h3>
                        <div class="hand">{cards.into_iter().map(|id| view! { <div class="hand-card" data-testid="hand-card" data-card=id><IcihCard id=id /></div> }).collect_view()}</div>
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <div class="table icih replay" data-testid="replay">
            <ReplayBar
                step=step
                total=total
                on_jump=Callback::new(jump)
                finished=Signal::derive(move || at_step.with(|s| s.state.outcome().is_some()))
                on_continue=Callback::new(continue_here)
            />
            {sealed_link.then(|| view! {
                <p class="hint replay-sealed" data-testid="replay-sealed">
                    "Shared while the game was on: you see what the person sharing it saw. The other hand and the deck stay hidden; carrying on deals them afresh."
                </p>
            })}
            {move || problem.get().map(|text| view! {
                <div class="banner warning" role="alert" data-testid="replay-problem">{text}</div>
            })}
            <Scoreboard view=view players=players watching=true />
            <FinalBanner view=view />
            <Rink view=view me=me lit=Signal::derive(|| false) on_tap=Callback::new(|_| {}) />
            {hand}
            <div class="panels">
                <section class="panel">
                    <h2>"Play-by-play"</h2>
                    <p class="hint">"Click a line to jump there."</p>
                    <PlayLog lines=log on_pick=Callback::new(jump) current=Signal::derive(move || step.get()) />
                </section>
                <ScorePanel view=view />
            </div>
        </div>
    }
}
