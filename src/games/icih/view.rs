//! What each seat may see, and the play-by-play in plain hockey words.

use super::cards::Next;
use super::deck::card;
use super::rules::{Icih, PeriodKind, ShootoutScore, period_label, team_name};
use super::state::*;
use crate::engine::record::Deal;
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, Game, GameId, Outcome, Team, Viewer};
use serde::Serialize;

#[derive(Debug, Clone, Serialize)]
pub struct View {
    /// `None` when everything is shown (a finished game).
    pub seat: Option<Team>,
    pub phase: Phase,
    pub period: u8,
    pub period_label: String,
    pub period_kind: PeriodKind,
    /// Which time through the deck (1 or 2) this period.
    pub pass: u8,
    pub deck_left: usize,
    pub discards: usize,
    pub top_discard: Option<CardId>,
    /// The defensive-mode card turned up, waiting for a decision.
    pub face_up: Option<CardId>,
    pub puck: Pos,
    pub control: Option<Team>,
    pub chain: Next,
    /// A hand is `None` when the viewer may not see it.
    pub hands: ByTeam<Option<Vec<CardId>>>,
    pub hand_counts: ByTeam<usize>,
    pub bonus: ByTeam<u8>,
    pub score: ByTeam<u16>,
    pub box_score: BoxScore,
    /// The team on the power play and the shots it has left in the current one.
    pub power_play: Option<(Team, usize)>,
    pub delayed_against: Option<Team>,
    pub pulled: Option<Team>,
    pub crosswise_drawn: bool,
    pub shootout: Option<ShootoutScore>,
    pub outcome: Option<Outcome>,
    /// The viewer's choices now (empty for `Everyone`).
    pub legal: Vec<Action>,
}

impl View {
    /// The follow-up icons that apply to the pile's top card now: in an attack, the chain the
    /// puck carries (after a face-off, a loose puck, a save or a dump, any skate or pass, not
    /// the icons printed on a turned-up card); in a defence window, the played card's own icons
    /// (a defensive answer now, its skate, pass or shot after). Otherwise nothing follows from
    /// the pile.
    pub fn follow_now(&self) -> Next {
        match self.phase {
            Phase::Attack { .. } => Next {
                defence: false,
                ..self.chain
            },
            Phase::Answer {
                window: Window::Defence { card: id, .. },
                ..
            } => card(id).next,
            _ => Next::NOTHING,
        }
    }
}

impl Game for Icih {
    const ID: GameId = GameId::Icih;
    const RULES_VERSION: u16 = super::rules::RULES_VERSION;

    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Error = IcihError;

    fn new(options: Options, seed: u64) -> Self {
        Icih::new_game(options, seed)
    }

    fn with_rules_version(options: Options, seed: u64, rules_version: u16) -> Self {
        Icih::new_under(options, seed, rules_version)
    }

    fn with_deal(
        options: Options,
        seed: u64,
        rules_version: u16,
        deal: &Deal,
    ) -> Result<Self, String> {
        Icih::new_dealt(options, seed, rules_version, deal)
    }

    fn options(&self) -> &Options {
        self.options_ref()
    }

    fn legal_actions(&self, seat: Team) -> Vec<Action> {
        self.legal(seat)
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, IcihError> {
        self.apply_action(action)
    }

    fn view(&self, viewer: Viewer) -> View {
        let seat = match viewer {
            Viewer::Seat(team) => Some(team),
            Viewer::Everyone => None,
        };
        let hands =
            ByTeam::from_fn(|t| (seat.is_none() || seat == Some(t)).then(|| self.hand(t).to_vec()));
        View {
            seat,
            phase: self.phase(),
            period: self.period(),
            period_label: period_label(self.period(), self.period_kind()),
            period_kind: self.period_kind(),
            pass: self.pass(),
            deck_left: self.deck_len(),
            discards: self.discard_len(),
            top_discard: self.top_discard(),
            face_up: self.face_up(),
            puck: self.puck(),
            control: self.control(),
            chain: self.chain(),
            hands,
            hand_counts: ByTeam::from_fn(|t| self.hand(t).len()),
            bonus: self.bonus(),
            score: self.box_score().final_score(),
            box_score: self.box_score().clone(),
            power_play: self.power_play().map(|pp| {
                // A major's card is two attempts: its six shots count down by two.
                let left = if pp.shots.is_empty() {
                    pp.pending.front().map_or(0, |s| usize::from(s.shots))
                } else if pp.major {
                    pp.shots.len() * 2
                } else {
                    pp.shots.len()
                };
                (pp.team, left)
            }),
            delayed_against: self.delayed_against(),
            pulled: self.pulled(),
            crosswise_drawn: self.crosswise_drawn(),
            shootout: self.shootout().cloned(),
            outcome: self.outcome_ref().cloned(),
            legal: seat.map(|t| self.legal(t)).unwrap_or_default(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome_ref().cloned()
    }

    fn initial_events(&self) -> Vec<Event> {
        self.opening_events().to_vec()
    }

    fn describe(&self, event: &Event) -> String {
        describe(event)
    }
}

fn zone_words(pos: Pos, team: Team) -> &'static str {
    match pos.zone_for(team) {
        super::cards::Zone::Defensive => "in their own zone",
        super::cards::Zone::Centre => "at centre ice",
        super::cards::Zone::Offensive => "in the attacking zone",
    }
}

fn card_name(id: CardId) -> String {
    format!("#{id} {}", card(id).title)
}

fn check_words(check: Check) -> &'static str {
    match check {
        Check::FaceOff => "face-off",
        Check::LoosePuck => "loose puck",
        Check::DumpOut => "dump-out",
        Check::DumpIn => "dump-and-chase",
        Check::PenaltyCard => "penalty check",
        Check::BehindThePlay => "penalty check behind the play",
        Check::CheapShot => "penalty check on the cheap shot",
        Check::Fight => "who wins the fight",
        Check::OutsideShot => "outside shot",
        Check::InsideShot => "inside shot",
        Check::Rebound => "rebound",
        Check::PowerPlayShot => "power-play shot",
        Check::PenaltyShotAward => "penalty-shot call",
        Check::PenaltyShot => "penalty shot",
        Check::EmptyNet => "empty-net check",
        Check::DefensiveMode => "defensive mode, turned face up",
        Check::Shootout => "shootout",
    }
}

/// "1 shot", "2 shots": a count with its noun in the right number.
pub fn counted(count: u8, one: &str, many: &str) -> String {
    format!("{count} {}", if count == 1 { one } else { many })
}

/// A side as the object of a line ("a penalty on …"): "the Home side", "the Visitors".
fn the_side(team: Team) -> &'static str {
    match team {
        Team::Home => "the Home side",
        Team::Away => "the Visitors",
    }
}

/// "Period 2", "Overtime", "Overtime 2": how the play-by-play names a period.
fn period_title(period: u8) -> String {
    match period {
        1..=3 => format!("Period {period}"),
        4 => "Overtime".into(),
        _ => format!("Overtime {}", period - 3),
    }
}

/// One line of play-by-play.
pub fn describe(event: &Event) -> String {
    let n = team_name;
    match event {
        Event::PeriodStarted { period, cards, hand } => {
            if *hand == 0 {
                "Shootout: three shooters each, then sudden death.".into()
            } else {
                let title = period_title(*period);
                format!("{title} begins: {cards} cards in play, {hand}-card hands.")
            }
        }
        Event::SecondPass => "The deck is used up: the discards are shuffled for the second pass.".into(),
        Event::DeckExhausted => {
            "No cards left to refill the hands: the period ends once this play is settled.".into()
        }
        Event::PeriodEnded { period } => {
            format!("End of {}.", period_title(*period).to_lowercase())
        }
        Event::Drawn { card: id, check } => {
            let c = card(*id);
            let letter = match c.hv {
                Team::Home => "H",
                Team::Away => "V",
            };
            format!("Card turned up for the {}: #{id} (H/V {letter}).", check_words(*check))
        }
        Event::FaceOffWon { team, pos } => {
            format!("{} win the face-off {}.", n(*team), zone_words(*pos, *team))
        }
        Event::Played { team, card: id, .. } => {
            let c = card(*id);
            format!("{} play {} – {}.", n(*team), card_name(*id), c.flavour)
        }
        Event::Answered { team, card: id, .. } => {
            format!("{} answer with {}.", n(*team), card_name(*id))
        }
        Event::LetGo { team } => format!("{} let the play go.", n(*team)),
        Event::Moved { team, pos } => format!("{} carry the puck {}.", n(*team), zone_words(*pos, *team)),
        Event::GainedControl { team, pos } => {
            format!("{} gain control {}.", n(*team), zone_words(*pos, *team))
        }
        Event::DumpedOutToCentre { team, card: id } => {
            format!("{} discard #{id} and clear the puck out to centre ice.", n(*team))
        }
        Event::DumpOutTried { team } => {
            format!("{} fire the puck out of their zone, all the way down the ice.", n(*team))
        }
        Event::DumpedIn { team, card: id } => {
            format!("{} discard #{id} and dump the puck in to chase it.", n(*team))
        }
        Event::DefensiveMode { team, card: id } => {
            format!("{} discard #{id}, dump the puck in and fall back (defensive mode).", n(*team))
        }
        Event::KeptCard { team, card: id } => {
            format!("{} keep {} as their draw.", n(*team), card_name(*id))
        }
        Event::Icing { team } => format!("Icing on {}: face-off in their zone.", the_side(*team)),
        Event::TouchedUp { team } => format!("{} touch up the puck and play on.", n(*team)),
        Event::Offside => "Offside! Face-off at centre ice.".into(),
        Event::OutsideShot { team } => format!("{} shoot from the point.", n(*team)),
        Event::ShotResult { team, card: id, shot, inside } => {
            let kind = if *inside { "inside shot" } else { "outside shot" };
            format!("{} {kind}, card #{id}: {}.", n(*team), shot.label())
        }
        Event::Blocked { team, card: id } => {
            format!("{} block the shot ({}).", n(*team), card_name(*id))
        }
        Event::Goal { team, kind } => {
            let what = match kind {
                GoalKind::Even => "GOAL",
                GoalKind::PowerPlay => "POWER-PLAY GOAL",
                GoalKind::ShortHanded => "SHORT-HANDED GOAL",
                GoalKind::EmptyNet => "EMPTY-NET GOAL",
                GoalKind::PenaltyShot => "PENALTY-SHOT GOAL",
            };
            format!("{what}! {} score.", n(*team))
        }
        Event::Saved { team } => format!("Save by the {} goalie.", n(*team)),
        Event::Penalty { team, card: id, major } => {
            let what = if *major { "a major" } else { "a minor" };
            format!("Penalty on {}: {what} (card #{id}).", the_side(*team))
        }
        Event::NoPenalty { card: id } => format!("No call (card #{id})."),
        Event::Coincidental => "Coincidental penalties: no power play.".into(),
        Event::DelayedPenalty { team } => format!(
            "Delayed penalty on {}: the other side plays on with an extra skater (one more card in hand).",
            the_side(*team)
        ),
        Event::PowerPlayWavedOff { team } => {
            format!("{} scored with the extra skater: no power play.", n(*team))
        }
        Event::PowerPlay { team, shots, major } => {
            let kind = if *major { "major power play" } else { "power play" };
            format!("{} on the {kind}: {}.", n(*team), counted(*shots, "shot", "shots"))
        }
        Event::PenaltyShotAwarded { team } => {
            format!("Penalty shot awarded to {}!", the_side(*team))
        }
        Event::Fight { winner } => match winner {
            Some(team) => format!("Fight! The {} win it: five minutes each.", n(*team)),
            None => "Fight! A draw: five minutes each.".into(),
        },
        Event::Momentum { team, cards } => {
            let cards = counted(*cards, "bonus card", "bonus cards");
            format!("Momentum to {}: {cards}.", the_side(*team))
        }
        Event::Replenished { team, drew } => format!("{} draw {drew}.", n(*team)),
        Event::Discarded { team, card: id } => format!("{} discard #{id}.", n(*team)),
        Event::GoaliePulled { team } => format!("{} pull their goalie for an extra skater.", n(*team)),
        Event::GoalieBack { team } => format!("The {} goalie is back in net.", n(*team)),
        Event::CrosswiseCard => "The crosswise card: second half of the third period. A trailing side may pull its goalie.".into(),
        Event::ShootoutAttempt { team, card: id, scored } => {
            let result = if *scored { "scores" } else { "is stopped" };
            format!("{} shooter {result} (card #{id}).", n(*team))
        }
        Event::GameOver { winner } => match winner {
            Some(team) => format!("Final: the {} win.", n(*team)),
            None => "Final: a tie.".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 43: the play-by-play puts counts in the right number, names a side as an object
    /// without "the Home", and turns no card up "for the …?".
    #[test]
    fn play_by_play_words_in_the_right_number() {
        let (home, away) = (Team::Home, Team::Away);
        let momentum = |team, cards| describe(&Event::Momentum { team, cards });
        assert_eq!(momentum(away, 1), "Momentum to the Visitors: 1 bonus card.");
        assert_eq!(
            momentum(home, 3),
            "Momentum to the Home side: 3 bonus cards."
        );
        let power_play = |shots, major| {
            describe(&Event::PowerPlay {
                team: away,
                shots,
                major,
            })
        };
        assert_eq!(power_play(1, false), "Visitors on the power play: 1 shot.");
        assert_eq!(
            power_play(2, true),
            "Visitors on the major power play: 2 shots."
        );
        assert_eq!(
            describe(&Event::Penalty {
                team: home,
                card: 29,
                major: false
            }),
            "Penalty on the Home side: a minor (card #29)."
        );
        assert_eq!(
            describe(&Event::Penalty {
                team: away,
                card: 30,
                major: true
            }),
            "Penalty on the Visitors: a major (card #30)."
        );
        for event in [
            Event::Icing { team: home },
            Event::DelayedPenalty { team: home },
            Event::PenaltyShotAwarded { team: home },
        ] {
            let line = describe(&event);
            assert!(line.contains("the Home side"), "{line}");
        }
        for check in [
            Check::BehindThePlay,
            Check::PenaltyShotAward,
            Check::EmptyNet,
        ] {
            let line = describe(&Event::Drawn { card: 29, check });
            assert!(!line.contains('?'), "{line}");
        }
        assert_eq!(
            describe(&Event::Drawn {
                card: 29,
                check: Check::BehindThePlay
            }),
            "Card turned up for the penalty check behind the play: #29 (H/V V)."
        );
    }
}
