//! What the ICIH table says: the prompt for the seat holding the device, button labels, the
//! follow-ups a card allows, and the cards a play showed.

use super::computer::computer_of;
use crate::engine::{ByTeam, Team};
use crate::games::icih::cards::{Next, PENALTY_SHOT_GOAL, Zone};
use crate::games::icih::deck::card;
use crate::games::icih::{
    Action, CardId, Check, Event, Phase, Players, View, Window, counted, describe, team_name,
};

pub(super) const NAMES: ByTeam<&str> = ByTeam {
    home: team_name(Team::Home),
    away: team_name(Team::Away),
};

pub(super) fn slug(team: Team) -> &'static str {
    match team {
        Team::Home => "home",
        Team::Away => "away",
    }
}

pub(super) fn seat_label(players: Players, team: Team) -> &'static str {
    match computer_of(players) {
        Some((computer, _)) if computer == team => "computer",
        Some(_) => "you",
        None => "player",
    }
}

/// Options that need a card to discard, chosen with a button and then a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Intent {
    DumpOutToCentre,
    DumpIn,
    DefensiveMode,
}

impl Intent {
    pub(super) fn with(self, discard: CardId) -> Action {
        match self {
            Intent::DumpOutToCentre => Action::DumpOutToCentre { discard },
            Intent::DumpIn => Action::DumpIn { discard },
            Intent::DefensiveMode => Action::DefensiveMode { discard },
        }
    }

    pub(super) fn of(action: Action) -> Option<Intent> {
        match action {
            Action::DumpOutToCentre { .. } => Some(Intent::DumpOutToCentre),
            Action::DumpIn { .. } => Some(Intent::DumpIn),
            Action::DefensiveMode { .. } => Some(Intent::DefensiveMode),
            _ => None,
        }
    }

    pub(super) fn label(self) -> &'static str {
        match self {
            Intent::DumpOutToCentre => "Dump out to centre (discard a card)",
            Intent::DumpIn => "Dump in and chase (discard a card)",
            Intent::DefensiveMode => "Defensive mode (discard a card)",
        }
    }

    /// The option chosen, for the prompt that asks for its discard.
    pub(super) fn doing(self) -> &'static str {
        match self {
            Intent::DumpOutToCentre => "Dumping out to centre",
            Intent::DumpIn => "Dumping in to chase",
            Intent::DefensiveMode => "Defensive mode",
        }
    }

    pub(super) fn testid(self) -> &'static str {
        match self {
            Intent::DumpOutToCentre => "intent-dump-out-centre",
            Intent::DumpIn => "intent-dump-in",
            Intent::DefensiveMode => "intent-defensive-mode",
        }
    }
}

/// The move a card stands for now: under a chosen intent, the discard; otherwise playing it,
/// answering with it, or discarding it.
pub(super) fn card_move(legal: &[Action], intent: Option<Intent>, id: CardId) -> Option<Action> {
    match intent {
        Some(intent) => Some(intent.with(id)).filter(|a| legal.contains(a)),
        None => legal
            .iter()
            .find(|a| {
                matches!(a, Action::Play { card } | Action::Answer { card } | Action::Discard { card } if *card == id)
            })
            .copied(),
    }
}

/// What dropping this card would have tried, so the engine can say why it may not.
pub(super) fn attempted(phase: Phase, intent: Option<Intent>, id: CardId) -> Action {
    match (intent, phase) {
        (Some(intent), _) => intent.with(id),
        (None, Phase::Answer { .. }) => Action::Answer { card: id },
        (None, Phase::DiscardDown { .. } | Phase::ExtraDiscard { .. }) => {
            Action::Discard { card: id }
        }
        _ => Action::Play { card: id },
    }
}

pub(super) fn button_label(action: Action) -> Option<(String, String)> {
    let (label, id): (String, &str) = match action {
        Action::DumpOutToOffence => (
            "Dump out to your OZ (H/V check)".into(),
            "act-dump-out-offence",
        ),
        Action::OutsideShot => ("Outside shot".into(), "act-outside-shot"),
        Action::PullGoalie => ("Pull the goalie".into(), "act-pull-goalie"),
        Action::ReturnGoalie => ("Goalie back in net".into(), "act-return-goalie"),
        Action::LetPlay => ("Let it go".into(), "act-let-play"),
        Action::TouchUp => ("Touch up: take the puck".into(), "act-touch-up"),
        Action::CallIcing => ("Take the icing face-off".into(), "act-call-icing"),
        Action::KeepCard => ("Keep the card".into(), "act-keep-card"),
        Action::LeaveCard => ("Leave it, draw instead".into(), "act-leave-card"),
        Action::SkipDiscard => ("No extra discard".into(), "act-skip-discard"),
        Action::DropPuck => ("Drop the puck".into(), "act-drop-puck"),
        Action::KeepGoaliePulled => ("Keep the goalie pulled".into(), "act-keep-goalie-pulled"),
        Action::Shoot => ("Shoot".into(), "act-shoot"),
        Action::TakeBonus { count } => {
            return Some((
                format!("Take {}", counted(count, "bonus card", "bonus cards")),
                format!("act-take-bonus-{count}"),
            ));
        }
        _ => return None,
    };
    Some((label, id.to_string()))
}

/// The follow-ups that apply now, under the pile.
pub(super) fn follow_words(now: Next) -> String {
    let mut kinds = Vec::new();
    if now.skate {
        kinds.push("skate");
    }
    if now.pass {
        kinds.push("pass");
    }
    if now.inside_shot {
        kinds.push("inside shot");
    }
    let attack = match kinds.as_slice() {
        [] => None,
        [one] => Some(format!("a {one}")),
        [rest @ .., last] => Some(format!("a {} or {last}", rest.join(", "))),
    };
    match (attack, now.defence) {
        (None, false) => String::new(),
        (None, true) => "Next: a defensive answer".into(),
        (Some(a), false) => format!("Next: {a}"),
        (Some(a), true) => format!("Next: a defensive answer, else {a}"),
    }
}

pub(super) fn zone_words(zone: Zone) -> &'static str {
    match zone {
        Zone::Defensive => "in your defensive zone",
        Zone::Centre => "at centre ice",
        Zone::Offensive => "in your offensive zone",
    }
}

/// The prompt above the buttons: what the seat on screen is being asked.
pub(super) fn prompt(v: &View, me: Team, computer: Option<Team>, intent: Option<Intent>) -> String {
    let Some(actor) = v.phase.actor() else {
        // No decision and no result: a game by link waiting for a card to be turned up.
        return if v.outcome.is_some() {
            "The game is over.".into()
        } else {
            "The next card is turned up when the friend's link comes.".into()
        };
    };
    if actor != me {
        return if Some(actor) == computer {
            "The computer is thinking…".into()
        } else {
            format!("{} to play.", NAMES[actor])
        };
    }
    if let Some(intent) = intent {
        return format!(
            "{}: now drag the card to discard onto the pile (or tap it, then the pile). Tap the button again to change your mind.",
            intent.doing()
        );
    }
    // A defender holding no card that answers is told so, not asked to block.
    let no_answer = v.legal == [Action::LetPlay];
    match v.phase {
        Phase::Attack { .. } => format!(
            "Your puck, {}. Drag a card onto the pile (or tap it, then the pile), or choose an option.",
            zone_words(v.puck.zone_for(me))
        ),
        Phase::Answer {
            window, attacker, ..
        } if no_answer => {
            let what = match window {
                Window::Defence { card: id, .. } => {
                    format!("{} played #{id} {}", NAMES[attacker], card(id).title)
                }
                Window::OutsideShot => "Outside shot coming".into(),
                Window::InsideShot { card: id } => format!("Inside shot (#{id})"),
                Window::DumpOut { .. } => "The puck is being cleared".into(),
                Window::PowerPlayShot { .. } => "Power-play shot".into(),
            };
            format!("{what}. You hold no card that answers it: the play goes on.")
        }
        Phase::Answer {
            window, attacker, ..
        } => match window {
            Window::Defence { card: id, .. } => format!(
                "{} played #{id} {}. Answer with a lit card, or let it go.",
                NAMES[attacker],
                card(id).title
            ),
            Window::OutsideShot => {
                "Outside shot coming: block it (O/S Blocked) or let it go.".into()
            }
            Window::InsideShot { card: id } => {
                format!("Inside shot (#{id}): block it, or let it go.")
            }
            Window::DumpOut { .. } => {
                "The puck is being cleared: keep it in at the point, or let it go.".into()
            }
            Window::PowerPlayShot { .. } => "Power-play shot: block it, or let it go.".into(),
        },
        Phase::TouchUp { .. } => {
            "Icing! Touch up and take the puck in your zone, or take the face-off in their zone."
                .into()
        }
        Phase::DefensiveModePick { card: id, .. } => {
            format!(
                "Defensive mode turned up #{id} {}: keep it as your draw?",
                card(id).title
            )
        }
        Phase::ExtraDiscard { .. } => {
            "Ice the Puck: you may discard one more card before drawing.".into()
        }
        Phase::DiscardDown { count, .. } => {
            format!("Too many cards: discard {count} (tap a card, or drag it onto the pile).")
        }
        Phase::TakeBonus { max, .. } => format!(
            "Momentum! Your hand may hold up to {} than usual this time: how many?",
            counted(max, "more card", "more cards")
        ),
        Phase::Stoppage { .. } => "A face-off is coming: your goalie decision.".into(),
        Phase::PowerPlayStoppage { .. } => {
            "Play is stopped for a power play: put your goalie back in net?".into()
        }
        Phase::Shootout { .. } => "Shootout: your shooter.".into(),
        Phase::Over => String::new(),
    }
}

/// "H/V check: V - Visitors win the face-off": a drawn card and what it meant.
pub(super) fn reveal_lines(events: &[Event]) -> Vec<(CardId, String)> {
    let mut out = Vec::new();
    for (i, e) in events.iter().enumerate() {
        if let Event::Drawn { card: id, check } = e {
            let meaning = events[i + 1..]
                .iter()
                .find(|e| !matches!(e, Event::Drawn { .. } | Event::Momentum { .. }))
                .map(describe)
                .unwrap_or_default();
            let letter = match card(*id).hv {
                Team::Home => "H",
                Team::Away => "V",
            };
            let what = match check {
                Check::FaceOff | Check::LoosePuck | Check::DumpOut | Check::DumpIn => {
                    format!("H/V check: {letter}")
                }
                Check::OutsideShot | Check::InsideShot | Check::Rebound | Check::PowerPlayShot => {
                    "Shot".into()
                }
                _ => format!("Card #{id}"),
            };
            out.push((*id, format!("{what} – {meaning}")));
        }
        if let Event::ShootoutAttempt {
            team,
            card: id,
            scored,
        } = e
        {
            let goal = PENALTY_SHOT_GOAL;
            let result = if *scored { "he scores" } else { "stopped" };
            let rule = format!("a goal on #{}-{}", goal.low, goal.high);
            out.push((
                *id,
                format!("{} shooter, card #{id} – {result} ({rule})", NAMES[*team]),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{button_label, prompt};
    use crate::engine::{Game, Team, Viewer};
    use crate::games::icih::{Action, Era, Icih, Options, Phase, Players};
    use crate::ui::icih::computer::nearest_pause;

    #[test]
    fn a_hand_edited_pause_snaps_to_a_choice() {
        assert_eq!(nearest_pause(0), 0);
        assert_eq!(nearest_pause(250), 250);
        assert_eq!(nearest_pause(600), 700);
        assert_eq!(nearest_pause(100), 0);
        assert_eq!(nearest_pause(99_999), 1400);
    }

    /// Issue 43: "up to 1 more card", "Take 1 bonus card", and the plural for more.
    #[test]
    fn momentum_prompt_and_button_count_in_the_right_number() {
        let options = Options {
            players: Players::TwoPlayers,
            era: Era::Shootout,
        };
        let mut view = Icih::new_game(options, 7).view(Viewer::Seat(Team::Home));
        let ask = |view: &mut crate::games::icih::View, max| {
            view.phase = Phase::TakeBonus {
                team: Team::Home,
                max,
            };
            prompt(view, Team::Home, None, None)
        };
        assert!(ask(&mut view, 1).contains("up to 1 more card than usual"));
        assert!(ask(&mut view, 3).contains("up to 3 more cards than usual"));
        let label = |count| button_label(Action::TakeBonus { count }).map(|(label, _)| label);
        assert_eq!(label(1).as_deref(), Some("Take 1 bonus card"));
        assert_eq!(label(2).as_deref(), Some("Take 2 bonus cards"));
    }
}
