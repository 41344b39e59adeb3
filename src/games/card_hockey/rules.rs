use crate::engine::cards::{Deck, PlayingCard, Suit};
use crate::engine::clock::{ClockMode, GameClock, PeriodKind};
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, DecidedIn, Game, GameId, GameRng, Outcome, Team, Viewer};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub const REGULATION_PERIODS: u8 = 3;
/// Turns a minor penalty lasts, counting the turn the deuce is turned up.
pub const PENALTY_TURNS: u8 = 3;
pub const DEUCE: u8 = 2;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Players {
    /// Two people on one device, each flipping for a side.
    TwoPlayers,
    /// One person against the computer, which flips for the given side.
    VsComputer { computer: Team },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    Shootout,
    /// The rulebook's shootout is optional: "you can have" one.
    AllowTie,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: Players,
    pub tie_break: TieBreak,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: Players::VsComputer {
                computer: Team::Away,
            },
            tie_break: TieBreak::Shootout,
        }
    }
}

impl Options {
    pub fn computer_seat(&self) -> Option<Team> {
        match self.players {
            Players::VsComputer { computer } => Some(computer),
            Players::TwoPlayers => None,
        }
    }
}

pub fn team_name(team: Team) -> &'static str {
    match team {
        Team::Home => "Reds",
        Team::Away => "Blacks",
    }
}

pub fn team_suits(team: Team) -> [Suit; 2] {
    match team {
        Team::Home => [Suit::Hearts, Suit::Diamonds],
        Team::Away => [Suit::Spades, Suit::Clubs],
    }
}

/// A zone as seen by one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Zone {
    Defensive,
    Neutral,
    Offensive,
}

impl Zone {
    pub const ALL: [Zone; 3] = [Zone::Defensive, Zone::Neutral, Zone::Offensive];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Zone::Defensive => "defensive zone",
            Zone::Neutral => "neutral zone",
            Zone::Offensive => "offensive zone",
        }
    }
}

/// The puck's place between the lanes, counted from the home side: -1 is the home defensive
/// zone, 0 centre ice, +1 the home offensive zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puck(pub i8);

impl Puck {
    pub const CENTRE: Puck = Puck(0);

    pub fn zone_for(self, team: Team) -> Zone {
        let from_team = match team {
            Team::Home => self.0,
            Team::Away => -self.0,
        };
        match from_team {
            -1 => Zone::Defensive,
            0 => Zone::Neutral,
            _ => Zone::Offensive,
        }
    }

    fn toward_goal_of(self, team: Team) -> Puck {
        let step = match team {
            Team::Home => 1,
            Team::Away => -1,
        };
        Puck((self.0 + step).clamp(-1, 1))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PenaltyKind {
    HoldingTheStick,
    HighStick,
    Tripping,
    TooManyMen,
}

impl PenaltyKind {
    pub fn for_suit(suit: Suit) -> PenaltyKind {
        match suit {
            Suit::Spades => PenaltyKind::HoldingTheStick,
            Suit::Hearts => PenaltyKind::HighStick,
            Suit::Clubs => PenaltyKind::Tripping,
            Suit::Diamonds => PenaltyKind::TooManyMen,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            PenaltyKind::HoldingTheStick => "holding the stick",
            PenaltyKind::HighStick => "high sticking",
            PenaltyKind::Tripping => "tripping",
            PenaltyKind::TooManyMen => "too many men on the ice",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Penalty {
    pub card: PlayingCard,
    pub kind: PenaltyKind,
    /// Turns still to be played with the deuce, the current one included until it is settled.
    pub turns_left: u8,
    /// Where the deuce was last played, so it is left there when the penalty ends.
    pub last_zone: Zone,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    Regulation,
    Shootout,
    Over,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Turn up the next card for this side (or play the deuce again while short-handed).
    Flip(Team),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum NoMoveReason {
    SameRank,
    BothShortHanded,
    /// The higher card was ten or lower in the winner's offensive zone.
    TenOrLowerInOffensiveZone,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    CardTurnedUp {
        team: Team,
        card: PlayingCard,
        short_handed: bool,
    },
    PenaltyCalled {
        team: Team,
        kind: PenaltyKind,
        card: PlayingCard,
    },
    PuckMoved {
        by: Team,
        cards: ByTeam<PlayingCard>,
        /// The zone the puck is now in, seen from the side that moved it.
        to: Zone,
    },
    PuckStays {
        cards: ByTeam<PlayingCard>,
        reason: NoMoveReason,
        winner: Option<Team>,
    },
    ShotBlocked {
        shooter: Team,
        shot: PlayingCard,
        blocker: PlayingCard,
    },
    Goal {
        team: Team,
        card: PlayingCard,
        over: PlayingCard,
        score: ByTeam<u16>,
        short_handed_goal: bool,
        power_play_goal: bool,
    },
    FaceOff,
    PenaltyOver {
        team: Team,
    },
    PeriodEnded {
        label: String,
        out_of_cards: Vec<Team>,
        score: ByTeam<u16>,
    },
    PeriodStarted {
        label: String,
        carried_penalties: Vec<Team>,
    },
    ShootoutStarted,
    ShootoutNoWinner {
        cards: ByTeam<PlayingCard>,
        matching_honors: bool,
    },
    ShootoutDecksReshuffled,
    ShootoutGoal {
        team: Team,
        card: PlayingCard,
        over: PlayingCard,
    },
    GameOver {
        winner: Option<Team>,
        final_score: ByTeam<u16>,
        decided_in: DecidedIn,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CardHockeyError {
    #[error("the game is over")]
    GameOver,
    #[error("the {} have already turned up a card this turn", team_name(*.0))]
    AlreadyTurnedUpThisTurn(Team),
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CardHockey {
    options: Options,
    rng: GameRng,
    pub(crate) phase: Phase,
    pub(crate) clock: GameClock,
    /// Each side's face-down pile. In the shootout it holds the full 26 cards.
    pub(crate) decks: ByTeam<Deck<PlayingCard>>,
    /// Cards played this period, by the side's own zones (defensive, neutral, offensive).
    pub(crate) zones: ByTeam<[Vec<PlayingCard>; 3]>,
    pub(crate) goal_cards: ByTeam<Vec<PlayingCard>>,
    pub(crate) puck: Puck,
    pub(crate) penalties: ByTeam<Option<Penalty>>,
    /// The card each side has turned up this turn, waiting for the other.
    pub(crate) turned_up: ByTeam<Option<PlayingCard>>,
    pub(crate) last_turn: Option<ByTeam<PlayingCard>>,
    pub(crate) box_score: BoxScore,
    pub(crate) outcome: Option<Outcome>,
}

/// Everything on the table; Card Hockey hides nothing but the order of the decks.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct View {
    pub phase: Phase,
    pub period: u8,
    pub period_label: String,
    pub turn: u32,
    pub puck: Puck,
    pub zone_tops: ByTeam<[Option<PlayingCard>; 3]>,
    pub zone_counts: ByTeam<[usize; 3]>,
    pub deck_counts: ByTeam<usize>,
    pub goal_cards: ByTeam<Vec<PlayingCard>>,
    pub penalties: ByTeam<Option<Penalty>>,
    pub turned_up: ByTeam<Option<PlayingCard>>,
    pub last_turn: Option<ByTeam<PlayingCard>>,
    pub score: ByTeam<u16>,
    pub box_score: BoxScore,
    pub outcome: Option<Outcome>,
}

impl CardHockey {
    pub fn score(&self) -> ByTeam<u16> {
        self.box_score.final_score()
    }

    pub fn period_label(&self) -> String {
        self.clock.period_label()
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The period the game is in (1-3), or 4 during the shootout.
    pub fn period(&self) -> u8 {
        match self.clock.kind {
            PeriodKind::Shootout => REGULATION_PERIODS + 1,
            _ => self.clock.period,
        }
    }

    /// Every card a side owns, wherever it is; always its 26 cards.
    pub fn cards_of(&self, team: Team) -> Vec<PlayingCard> {
        let mut cards: Vec<PlayingCard> = self.decks[team].all_cards().copied().collect();
        cards.extend(self.zones[team].iter().flatten().copied());
        cards.extend(self.goal_cards[team].iter().copied());
        cards.extend(self.penalties[team].map(|p| p.card));
        // A served deuce is both held and turned up; count it once.
        if self.penalties[team].is_none() {
            cards.extend(self.turned_up[team]);
        }
        cards
    }

    /// The computer's choice for its seat: Card Hockey has no decisions, so it is the only one.
    pub fn computer_action(&self, seat: Team) -> Option<Action> {
        self.legal_actions(seat).into_iter().next()
    }

    fn flip(&mut self, team: Team, events: &mut Vec<Event>) {
        if self.phase == Phase::Shootout {
            let card = self.decks[team]
                .draw()
                .expect("shootout decks are refilled before they run out");
            self.turned_up[team] = Some(card);
            events.push(Event::CardTurnedUp {
                team,
                card,
                short_handed: false,
            });
            return;
        }
        let zone = self.puck.zone_for(team);
        let (card, short_handed) = match &mut self.penalties[team] {
            Some(penalty) => {
                penalty.last_zone = zone;
                (penalty.card, true)
            }
            None => {
                let card = self.decks[team]
                    .draw()
                    .expect("the period ends before a side must draw from an empty deck");
                (card, false)
            }
        };
        self.turned_up[team] = Some(card);
        events.push(Event::CardTurnedUp {
            team,
            card,
            short_handed,
        });
        if !short_handed && card.rank == DEUCE {
            let kind = PenaltyKind::for_suit(card.suit);
            self.penalties[team] = Some(Penalty {
                card,
                kind,
                turns_left: PENALTY_TURNS,
                last_zone: zone,
            });
            let line = self.box_score.line(self.clock.period, team);
            line.penalties += 1;
            line.penalty_minutes += 2;
            self.box_score
                .line(self.clock.period, team.other())
                .power_plays += 1;
            events.push(Event::PenaltyCalled { team, kind, card });
        }
    }

    fn settle_turn(&mut self, events: &mut Vec<Event>) {
        let cards = ByTeam::new(
            self.turned_up.home.take().expect("home card is up"),
            self.turned_up.away.take().expect("away card is up"),
        );
        self.last_turn = Some(cards);
        self.clock.tick();
        let period = self.clock.period;
        let puck_before = self.puck;

        let winner = if self.penalties.home.is_some() && self.penalties.away.is_some() {
            events.push(Event::PuckStays {
                cards,
                reason: NoMoveReason::BothShortHanded,
                winner: None,
            });
            None
        } else if cards.home.rank == cards.away.rank {
            events.push(Event::PuckStays {
                cards,
                reason: NoMoveReason::SameRank,
                winner: None,
            });
            None
        } else if cards.home.rank > cards.away.rank {
            Some(Team::Home)
        } else {
            Some(Team::Away)
        };

        // An honor turned up in one's own offensive zone is a shot, whether it goes in or not.
        for team in Team::BOTH {
            if puck_before.zone_for(team) == Zone::Offensive && cards[team].is_honor() {
                self.box_score.line(period, team).shots_on_goal += 1;
                if winner != Some(team) {
                    self.box_score.line(period, team.other()).saves += 1;
                    events.push(Event::ShotBlocked {
                        shooter: team,
                        shot: cards[team],
                        blocker: cards[team.other()],
                    });
                }
            }
        }

        let mut scored = None;
        if let Some(winner) = winner {
            match puck_before.zone_for(winner) {
                Zone::Defensive | Zone::Neutral => {
                    self.puck = puck_before.toward_goal_of(winner);
                    events.push(Event::PuckMoved {
                        by: winner,
                        cards,
                        to: self.puck.zone_for(winner),
                    });
                }
                Zone::Offensive if cards[winner].is_honor() => scored = Some(winner),
                Zone::Offensive => events.push(Event::PuckStays {
                    cards,
                    reason: NoMoveReason::TenOrLowerInOffensiveZone,
                    winner: Some(winner),
                }),
            }
        }

        // Played cards stay in the zone where the puck was; a goal card goes to the goal area;
        // a deuce being served stays with its side.
        for team in Team::BOTH {
            if self.penalties[team].is_some() {
                continue;
            }
            if scored == Some(team) {
                self.goal_cards[team].push(cards[team]);
            } else {
                let zone = puck_before.zone_for(team);
                self.zones[team][zone.index()].push(cards[team]);
            }
        }

        if let Some(team) = scored {
            let short_handed_goal = self.penalties[team].is_some();
            let power_play_goal = !short_handed_goal && self.penalties[team.other()].is_some();
            let line = self.box_score.line(period, team);
            line.goals += 1;
            if power_play_goal {
                line.power_play_goals += 1;
            }
            self.puck = Puck::CENTRE;
            events.push(Event::Goal {
                team,
                card: cards[team],
                over: cards[team.other()],
                score: self.box_score.goals(),
                short_handed_goal,
                power_play_goal,
            });
            events.push(Event::FaceOff);
        }

        for team in Team::BOTH {
            if let Some(penalty) = &mut self.penalties[team] {
                penalty.turns_left -= 1;
                if penalty.turns_left == 0 {
                    let card = penalty.card;
                    let zone = penalty.last_zone;
                    self.penalties[team] = None;
                    self.zones[team][zone.index()].push(card);
                    events.push(Event::PenaltyOver { team });
                }
            }
        }

        let out_of_cards: Vec<Team> = Team::BOTH
            .into_iter()
            .filter(|&t| self.penalties[t].is_none() && self.decks[t].is_empty())
            .collect();
        if !out_of_cards.is_empty() {
            self.end_period(out_of_cards, events);
        }
    }

    fn end_period(&mut self, out_of_cards: Vec<Team>, events: &mut Vec<Event>) {
        events.push(Event::PeriodEnded {
            label: self.clock.period_label(),
            out_of_cards,
            score: self.box_score.goals(),
        });
        // Each side hands its played cards (not goal cards, not a deuce still being served) to
        // the other to shuffle.
        for team in Team::BOTH {
            let played: Vec<PlayingCard> = self.zones[team]
                .iter_mut()
                .flat_map(std::mem::take)
                .collect();
            self.decks[team].gather_and_shuffle(played, &mut self.rng);
        }
        if !self.clock.is_last_regulation_period() {
            self.clock.start_next_period();
            self.puck = Puck::CENTRE;
            let carried_penalties = Team::BOTH
                .into_iter()
                .filter(|&t| self.penalties[t].is_some())
                .collect();
            events.push(Event::PeriodStarted {
                label: self.clock.period_label(),
                carried_penalties,
            });
            events.push(Event::FaceOff);
            return;
        }
        let goals = self.box_score.goals();
        if goals.home != goals.away || self.options.tie_break == TieBreak::AllowTie {
            self.finish(DecidedIn::Regulation, events);
            return;
        }
        self.start_shootout(events);
    }

    fn start_shootout(&mut self, events: &mut Vec<Event>) {
        self.phase = Phase::Shootout;
        self.clock.start_shootout();
        self.box_score.shootout = Some(ByTeam::default());
        self.puck = Puck::CENTRE;
        for team in Team::BOTH {
            let mut all: Vec<PlayingCard> = std::mem::take(&mut self.goal_cards[team]);
            all.extend(self.penalties[team].take().map(|p| p.card));
            self.decks[team].gather_and_shuffle(all, &mut self.rng);
        }
        events.push(Event::ShootoutStarted);
    }

    fn settle_shootout(&mut self, events: &mut Vec<Event>) {
        let cards = ByTeam::new(
            self.turned_up.home.take().expect("home card is up"),
            self.turned_up.away.take().expect("away card is up"),
        );
        self.last_turn = Some(cards);
        self.clock.tick();
        for team in Team::BOTH {
            self.decks[team].discard(cards[team]);
        }
        let winner = match (cards.home.is_honor(), cards.away.is_honor()) {
            (true, false) => Some(Team::Home),
            (false, true) => Some(Team::Away),
            (true, true) if cards.home.rank > cards.away.rank => Some(Team::Home),
            (true, true) if cards.away.rank > cards.home.rank => Some(Team::Away),
            (both_honors, _) => {
                events.push(Event::ShootoutNoWinner {
                    cards,
                    matching_honors: both_honors,
                });
                None
            }
        };
        match winner {
            Some(team) => {
                if let Some(so) = &mut self.box_score.shootout {
                    so[team] += 1;
                }
                events.push(Event::ShootoutGoal {
                    team,
                    card: cards[team],
                    over: cards[team.other()],
                });
                self.finish(DecidedIn::Shootout, events);
            }
            None if self.decks.home.is_empty() || self.decks.away.is_empty() => {
                for team in Team::BOTH {
                    self.decks[team].reshuffle_discards(&mut self.rng);
                }
                events.push(Event::ShootoutDecksReshuffled);
            }
            None => {}
        }
    }

    fn finish(&mut self, decided_in: DecidedIn, events: &mut Vec<Event>) {
        let outcome = Outcome::from_score(self.box_score.final_score(), decided_in);
        let Outcome {
            winner,
            final_score,
            ..
        } = outcome.clone();
        self.phase = Phase::Over;
        self.outcome = Some(outcome);
        events.push(Event::GameOver {
            winner,
            final_score,
            decided_in,
        });
    }
}

impl Game for CardHockey {
    const ID: GameId = GameId::CardHockey;
    const RULES_VERSION: u16 = 1;

    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = View;
    type Error = CardHockeyError;

    fn new(options: Options, seed: u64) -> Self {
        let mut rng = GameRng::from_seed(seed);
        // Each side's deck is shuffled by the other player; one generator does both.
        let decks =
            ByTeam::from_fn(|team| Deck::shuffled(PlayingCard::suits(&team_suits(team)), &mut rng));
        CardHockey {
            options,
            rng,
            phase: Phase::Regulation,
            clock: GameClock::new(ClockMode::TurnCounted, REGULATION_PERIODS),
            decks,
            zones: ByTeam::default(),
            goal_cards: ByTeam::default(),
            puck: Puck::CENTRE,
            penalties: ByTeam::default(),
            turned_up: ByTeam::default(),
            last_turn: None,
            box_score: BoxScore::default(),
            outcome: None,
        }
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal_actions(&self, seat: Team) -> Vec<Action> {
        if self.phase == Phase::Over || self.turned_up[seat].is_some() {
            return Vec::new();
        }
        vec![Action::Flip(seat)]
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, CardHockeyError> {
        let Action::Flip(team) = *action;
        if self.phase == Phase::Over {
            return Err(CardHockeyError::GameOver);
        }
        if self.turned_up[team].is_some() {
            return Err(CardHockeyError::AlreadyTurnedUpThisTurn(team));
        }
        let mut events = Vec::new();
        self.flip(team, &mut events);
        if self.turned_up.home.is_some() && self.turned_up.away.is_some() {
            match self.phase {
                Phase::Shootout => self.settle_shootout(&mut events),
                _ => self.settle_turn(&mut events),
            }
        }
        Ok(events)
    }

    fn view(&self, _viewer: Viewer) -> View {
        View {
            phase: self.phase,
            period: self.period(),
            period_label: self.clock.period_label(),
            turn: self.clock.elapsed,
            puck: self.puck,
            zone_tops: self.zones.map(|_, z| {
                [
                    z[0].last().copied(),
                    z[1].last().copied(),
                    z[2].last().copied(),
                ]
            }),
            zone_counts: self.zones.map(|_, z| [z[0].len(), z[1].len(), z[2].len()]),
            deck_counts: self.decks.map(|_, d| d.len()),
            goal_cards: self.goal_cards.clone(),
            penalties: self.penalties,
            turned_up: self.turned_up,
            last_turn: self.last_turn,
            score: self.score(),
            box_score: self.box_score.clone(),
            outcome: self.outcome.clone(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn describe(&self, event: &Event) -> String {
        describe(event)
    }
}

fn score_line(score: &ByTeam<u16>) -> String {
    format!(
        "{} {}, {} {}",
        team_name(Team::Home),
        score.home,
        team_name(Team::Away),
        score.away
    )
}

fn names(teams: &[Team]) -> String {
    teams
        .iter()
        .map(|&t| format!("the {}", team_name(t)))
        .collect::<Vec<_>>()
        .join(" and ")
}

/// Plain hockey words for the play-by-play.
pub fn describe(event: &Event) -> String {
    match event {
        Event::CardTurnedUp {
            team,
            card,
            short_handed: true,
        } => format!(
            "{}, short-handed, play the {} again.",
            team_name(*team),
            card
        ),
        Event::CardTurnedUp { team, card, .. } => {
            format!("{} turn up the {}.", team_name(*team), card)
        }
        Event::PenaltyCalled { team, kind, card } => format!(
            "Penalty: {}, {} ({}). Short-handed for this turn and two more.",
            team_name(*team),
            kind.name(),
            card
        ),
        Event::PuckMoved { by, cards, to } => format!(
            "{} win the battle, {} over {}, and carry the puck into their {}.",
            team_name(*by),
            cards[*by],
            cards[by.other()],
            to.name()
        ),
        Event::PuckStays {
            cards,
            reason: NoMoveReason::SameRank,
            ..
        } => format!(
            "{} against {}: same rank, the puck stays where it is.",
            cards.home, cards.away
        ),
        Event::PuckStays {
            reason: NoMoveReason::BothShortHanded,
            ..
        } => "Both teams are short-handed: the puck stays where it is.".into(),
        Event::PuckStays {
            cards,
            winner: Some(w),
            ..
        } => format!(
            "{} win it with the {}, but a ten or lower is no scoring chance: they keep the puck in the zone.",
            team_name(*w),
            cards[*w]
        ),
        Event::PuckStays { .. } => "The puck stays where it is.".into(),
        Event::ShotBlocked {
            shooter,
            shot,
            blocker,
        } => format!(
            "{} shoot with the {}, but the {} blocks it.",
            team_name(*shooter),
            shot,
            blocker
        ),
        Event::Goal {
            team,
            card,
            over,
            score,
            short_handed_goal,
            power_play_goal,
        } => {
            let kind = if *short_handed_goal {
                "SHORT-HANDED GOAL"
            } else if *power_play_goal {
                "POWER-PLAY GOAL"
            } else {
                "GOAL"
            };
            format!(
                "{kind}! {} score with the {} over the {}. {}.",
                team_name(*team),
                card,
                over,
                score_line(score)
            )
        }
        Event::FaceOff => "Face-off at centre ice.".into(),
        Event::PenaltyOver { team } => {
            format!("The {} are back at full strength.", team_name(*team))
        }
        Event::PeriodEnded {
            label,
            out_of_cards,
            score,
        } => format!(
            "End of the {label} period: {} out of cards. {}.",
            if out_of_cards.len() == 2 {
                "both sides are".to_string()
            } else {
                format!("{} are", names(out_of_cards))
            },
            score_line(score)
        ),
        Event::PeriodStarted {
            label,
            carried_penalties,
        } => {
            let mut text = format!("The {label} period begins. Goal cards stay out of the decks.");
            if !carried_penalties.is_empty() {
                text.push_str(&format!(
                    " The penalty carries over: {} still short-handed.",
                    names(carried_penalties)
                ));
            }
            text
        }
        Event::ShootoutStarted => {
            "Tied after three periods: sudden-death shootout with the full decks!".into()
        }
        Event::ShootoutNoWinner {
            cards,
            matching_honors: true,
        } => format!(
            "Shootout: {} and {}, matching honors, keep going.",
            cards.home, cards.away
        ),
        Event::ShootoutNoWinner { cards, .. } => format!(
            "Shootout: {} and {}, no honor card, keep going.",
            cards.home, cards.away
        ),
        Event::ShootoutDecksReshuffled => {
            "Both decks are used up in the shootout: reshuffle and keep going.".into()
        }
        Event::ShootoutGoal { team, card, over } => format!(
            "Shootout goal! The {} {} beats the {}.",
            team_name(*team),
            card,
            over
        ),
        Event::GameOver {
            winner,
            final_score,
            decided_in,
        } => {
            let how = match decided_in {
                DecidedIn::Regulation => "",
                DecidedIn::Overtime => " (overtime)",
                DecidedIn::Shootout => " (shootout)",
            };
            match winner {
                Some(w) => format!(
                    "Final{how}: {}. The {} win!",
                    score_line(final_score),
                    team_name(*w)
                ),
                None => format!("Final: {}. A tie.", score_line(final_score)),
            }
        }
    }
}
