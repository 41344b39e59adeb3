//! An ICIH card as drawn: its kind, its rink zones and its result, and a small chip for a
//! card a play showed.

use crate::engine::Team;
use crate::games::icih::CardId;
use crate::games::icih::cards::{HvExtra, Kind, Next};
use crate::games::icih::deck::card;
use leptos::prelude::*;

pub(super) fn zone_cells(id: CardId) -> impl IntoView {
    let z = card(id).zones;
    if z.is_any() {
        return view! { <span class="rink-icon any" title="any zone">"ANY"</span> }.into_any();
    }
    view! {
        <span class="rink-icon" title="zones where it may be played">
            <span class:on=z.dz>"D"</span>
            <span class:on=z.ci>"C"</span>
            <span class:on=z.oz>"O"</span>
        </span>
    }
    .into_any()
}

pub(super) fn action_icon(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Pass => ("↗", "pass"),
        Kind::Skate => ("⇧", "skate"),
        Kind::InsideShot => ("◎", "inside shot"),
        Kind::Defence => ("D", "defence"),
        Kind::DefencePenalty => ("D·P", "defence, possible penalty"),
        Kind::DefenceSteal => ("D·S", "defence, steal"),
        Kind::InsideShotBlocked => ("■", "blocks an inside shot"),
        Kind::OutsideShotBlocked => ("□", "blocks an outside shot"),
        Kind::PuckKeptIn => ("▲", "keeps the puck in"),
    }
}

pub(super) fn kind_class(kind: Kind) -> &'static str {
    match kind {
        Kind::Pass | Kind::Skate => "offence",
        Kind::InsideShot => "shot",
        _ => "defence",
    }
}

/// One action card, with every part of the paper card.
#[component]
pub fn IcihCard(
    id: CardId,
    #[prop(optional)] big: bool,
    /// On the pile: the follow-ups that apply now. A printed icon that does not apply is dimmed.
    #[prop(default = None)]
    now: Option<Next>,
) -> impl IntoView {
    let c = card(id);
    let applies = now.unwrap_or(c.next);
    let not_now = |printed: bool, allowed: bool| printed && !allowed;
    let (icon, icon_name) = action_icon(c.kind);
    let letter = match c.hv {
        Team::Home => "H",
        Team::Away => "V",
    };
    let extra = match c.hv_extra {
        HvExtra::None => "",
        // A non-breaking hyphen: the range stays on one line.
        HvExtra::Penalty => "Penalty 10\u{2011}40",
        HvExtra::Fight => "Fight",
        HvExtra::Offside => "Offside",
    };
    // ID ranges never break at their hyphen.
    let penalty = c.penalty.map(|r| {
        let major = c.major.map(|m| {
            view! { ", major " <span class="nowrap">{format!("{}-{}", m.low, m.high)}</span> }
        });
        view! { "Penalty on ID " <span class="nowrap">{format!("{}-{}", r.low, r.high)}</span> {major} }
    });
    let label = format!("#{id} {}: {}", c.title, c.flavour);
    view! {
        <div
            class=format!("icard {}", kind_class(c.kind))
            class:big=big
            data-card=id
            data-kind=format!("{:?}", c.kind)
            aria-label=label
        >
            <div class="icard-top">
                {zone_cells(id)}
                <div class="icard-next" title="what may be played on top">
                    <span class:on=c.next.skate && applies.skate class:not-now=not_now(c.next.skate, applies.skate)>"S"</span>
                    <span class:on=c.next.pass && applies.pass class:not-now=not_now(c.next.pass, applies.pass)>"P"</span>
                    <span class:on=c.next.inside_shot && applies.inside_shot class:not-now=not_now(c.next.inside_shot, applies.inside_shot)>"◎"</span>
                    <span class="red" class:on=c.next.defence && applies.defence class:not-now=not_now(c.next.defence, applies.defence)>"D"</span>
                </div>
            </div>
            <div class="icard-title">
                <span class="action-icon" title=icon_name>{icon}</span>
                <span>{c.title}</span>
            </div>
            <div class="icard-flavour">{c.flavour}</div>
            {penalty.map(|p| view! { <div class="icard-penalty">{p}</div> })}
            <div class="icard-shots">
                <div><b>"OS "</b>{c.os.label()}</div>
                <div><b>"IS "</b>{c.is.label()}</div>
            </div>
            <div class="icard-hv">
                <span class="hv-letter" title="H/V letter">{letter}</span>
                <span class="hv-extra">{extra}</span>
                <span class="icard-id">{format!("#{id}")}</span>
            </div>
        </div>
    }
}

/// A card turned up from the deck, small: its number and H/V letter (tap for the whole card).
#[component]
pub(super) fn RevealChip(id: CardId, on_zoom: Callback<CardId>) -> impl IntoView {
    let c = card(id);
    let letter = match c.hv {
        Team::Home => "H",
        Team::Away => "V",
    };
    view! {
        <button
            class=format!("reveal-chip {}", kind_class(c.kind))
            title=format!("#{id} {}: show the whole card", c.title)
            aria-label=format!("Card #{id} {}, {letter}: show the whole card", c.title)
            on:click=move |_| on_zoom.run(id)
        >
            <span class="chip-id">{format!("#{id}")}</span>
            <span class="chip-hv">{letter}</span>
        </button>
    }
}

// ----- what a move means -----
