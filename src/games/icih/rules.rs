//! The rules engine: state, legal actions and how each action resolves.

use super::cards::*;
use super::deck::{FIGHT_WINNER, card};
use super::draws::{DrawScript, DrawTo, HIDDEN, Unknown};
use super::state::*;
use crate::engine::cards::Deck;
use crate::engine::record::Deal;
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, DecidedIn, GameRng, Outcome, Team};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

pub const HAND: u8 = 5;
pub const MAX_HAND: u8 = 10;
pub const REGULATION_PERIODS: u8 = 3;
/// A five-minute overtime is played with this many cards.
pub const SHORT_OVERTIME_CARDS: usize = 40;
/// The crosswise card is the 16th from the bottom of the third period's second pass.
pub const CROSSWISE_LEFT: usize = 15;
pub const MINOR_MINUTES: u16 = 2;
pub const MAJOR_MINUTES: u16 = 5;
pub const GOAL_MOMENTUM: u8 = 3;
pub const SUPER_SAVE_MOMENTUM: u8 = 2;
pub const CHEAP_SHOT_MOMENTUM: u8 = 2;
pub const FIGHT_MOMENTUM: u8 = 2;
const SHOOTOUT_ROUNDS: usize = 3;

/// The rules new games are played under. Records keep the version they were played under.
pub const RULES_VERSION: u16 = MAJOR_LAST_CARD_VERSION;
/// Version 2 follows the rulebook where version 1 did not (docs/rules/icih.md, "Version 2"):
/// the Poke Check (#49) also plays in its holder's OZ, a Cheap Shot on #39/#40 keeps its own
/// effects, power-play outside shots at an empty net read as inside shots, a pulled goalie may
/// go back when play stops for a power play, and a major gives one +3 however it is scored.
pub const BOOK_FIXES_VERSION: u16 = 2;
/// Version 3 (the second audit): a major's last card gives no second +3 when its outside
/// reading scored and its inside reading rebounds in (ICIH-1), and a blocked inside reading on
/// a major's last card against an empty net is a loose puck, as every blocked shot is (N7).
pub const MAJOR_LAST_CARD_VERSION: u16 = 3;

fn version_1() -> u16 {
    1
}

/// A penalty called and not yet served.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Call {
    pub team: Team,
    /// Power-play shots: the first digit of the ID that called it.
    pub shots: u8,
    pub major: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerPlay {
    /// The team with the man advantage.
    pub team: Team,
    pub major: bool,
    /// Shots of the current power play, next first.
    pub shots: VecDeque<ShotKind>,
    /// Power plays still to be served after this one (consecutive minors).
    pub pending: VecDeque<Serve>,
    pub goal_bonus_given: bool,
    /// A pulled goalie's side has been asked whether he goes back before the next serve.
    #[serde(default)]
    pub goalie_asked: bool,
}

impl PowerPlay {
    fn is_last_shot(&self) -> bool {
        self.shots.len() == 1 && self.pending.is_empty()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeriodKind {
    Regulation,
    /// A full 20-minute overtime period (playoffs), sudden death.
    LongOvertime,
    /// 40 cards, 6-card hands, sudden death.
    ShortOvertime,
    Shootout,
}

/// How a drawn shot card is read: in open play or on a power play, as the period's last card,
/// and whether the shooter's goal earns the +3.
#[derive(Debug, Clone, Copy)]
struct ShotTaken {
    on_power_play: bool,
    /// Nothing after the hyphen: the period is over once it is read.
    last_gasp: bool,
    goal_bonus: bool,
}

impl ShotTaken {
    const OPEN_PLAY: ShotTaken = ShotTaken {
        on_power_play: false,
        last_gasp: false,
        goal_bonus: true,
    };
}

/// What happens once the action is resolved and hands are replenished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum After {
    Possession { team: Team, pos: Pos, chain: Next },
    FaceOff(Pos),
    PowerPlay,
}

/// One power play to be served.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Serve {
    /// The team with the man advantage.
    pub team: Team,
    pub shots: u8,
    pub major: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum Step {
    DiscardDown(Team, u8),
    Replenish(Team),
    ExtraDiscard(Team),
    Then(After),
    PowerPlayShot,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShootoutScore {
    pub attempts: ByTeam<Vec<bool>>,
}

impl ShootoutScore {
    pub fn goals(&self) -> ByTeam<u16> {
        self.attempts
            .map(|_, a| a.iter().filter(|&&g| g).count() as u16)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Icih {
    options: Options,
    /// The rules this game is played under (see [`RULES_VERSION`]).
    #[serde(default = "version_1")]
    rules_version: u16,
    rng: GameRng,
    deck: Deck<CardId>,
    /// Cards out of play in a short overtime.
    set_aside: Vec<CardId>,
    hands: ByTeam<Vec<CardId>>,
    /// A card turned up for defensive mode, waiting for the keep-or-leave decision.
    face_up: Option<CardId>,
    puck: Pos,
    control: Option<Team>,
    chain: Next,
    period: u8,
    period_kind: PeriodKind,
    pass: u8,
    period_ending: bool,
    crosswise_drawn: bool,
    bonus: ByTeam<u8>,
    pulled: Option<Team>,
    /// Penalties called against a team that has not yet touched the puck.
    delayed: Vec<Call>,
    power_play: Option<PowerPlay>,
    queue: VecDeque<Step>,
    phase: Phase,
    /// Who started the play being resolved; replenishes first.
    sequence_attacker: Team,
    box_score: BoxScore,
    shootout: Option<ShootoutScore>,
    outcome: Option<Outcome>,
    /// Penalties called during the resolution under way (empty between actions).
    calls: Vec<Call>,
    /// Surplus cards a team must shed before the next replenishment (momentum rule).
    discard_down: ByTeam<u8>,
    /// What happened while setting up (the deal and the opening face-off), for the log.
    opening: Vec<Event>,
    /// Playing by link: the deck is nobody's to know, and draws come from here (see `draws`).
    #[serde(skip)]
    script: Option<Box<DrawScript>>,
}

fn first_digit(id: CardId) -> u8 {
    let digit = if id >= 10 { id / 10 } else { id };
    // The chart stops at four shots; the deck keeps penalty ranges below 50.
    digit.clamp(1, 4)
}

fn power_play_shots(count: u8) -> VecDeque<ShotKind> {
    use ShotKind::*;
    match count {
        1 => vec![Inside],
        2 => vec![Outside, Inside],
        3 => vec![Outside, Outside, Inside],
        _ => vec![Outside, Inside, Outside, Inside],
    }
    .into()
}

/// How the rulebook names the teams: the home side and the visitors.
pub const fn team_name(team: Team) -> &'static str {
    match team {
        Team::Home => "Home",
        Team::Away => "Visitors",
    }
}

impl Icih {
    pub fn new_game(options: Options, seed: u64) -> Icih {
        Icih::new_under(options, seed, RULES_VERSION)
    }

    /// A new game under the rules of `rules_version` (1 to [`RULES_VERSION`]).
    pub fn new_under(options: Options, seed: u64, rules_version: u16) -> Icih {
        Icih::start(options, seed, rules_version, None)
    }

    /// A game between two devices (playing by link): no seed, the draws come from `script`.
    pub fn new_scripted(options: Options, rules_version: u16, script: DrawScript) -> Icih {
        Icih::start(options, 0, rules_version, Some(Box::new(script)))
    }

    /// A game whose record fixes some draws: a sealed share link (`deal.sealed`, the others
    /// hidden) or a game continued from one (the others dealt from `seed`).
    pub fn new_dealt(
        options: Options,
        seed: u64,
        rules_version: u16,
        deal: &Deal,
    ) -> Result<Icih, String> {
        if deal.known.iter().flatten().any(|&c| c > 64) {
            return Err("the record names a card the deck does not have".to_string());
        }
        let unknown = if deal.sealed {
            Unknown::Sealed
        } else {
            Unknown::Dealt(Box::new(GameRng::from_seed(seed)))
        };
        let script = DrawScript::for_record(&deal.known, unknown);
        let game = Icih::start(options, seed, rules_version, Some(Box::new(script)));
        match game.script.as_ref().and_then(|s| s.broken) {
            Some(why) => Err(why.to_string()),
            None => Ok(game),
        }
    }

    /// A seeded game that writes down its every draw (to seal a share link from it).
    pub fn new_traced(options: Options, seed: u64, rules_version: u16) -> Icih {
        Icih::start(
            options,
            seed,
            rules_version,
            Some(Box::new(DrawScript::tracing())),
        )
    }

    fn start(
        options: Options,
        seed: u64,
        rules_version: u16,
        script: Option<Box<DrawScript>>,
    ) -> Icih {
        let mut game = Icih {
            options,
            rules_version: rules_version.clamp(1, RULES_VERSION),
            rng: GameRng::from_seed(seed),
            deck: Deck::new(Vec::new()),
            set_aside: Vec::new(),
            hands: ByTeam::default(),
            face_up: None,
            puck: Pos::Centre,
            control: None,
            chain: Next::FRESH,
            period: 0,
            period_kind: PeriodKind::Regulation,
            pass: 1,
            period_ending: false,
            crosswise_drawn: false,
            bonus: ByTeam::default(),
            pulled: None,
            delayed: Vec::new(),
            power_play: None,
            queue: VecDeque::new(),
            phase: Phase::Over,
            sequence_attacker: Team::Home,
            box_score: BoxScore::default(),
            shootout: None,
            outcome: None,
            calls: Vec::new(),
            discard_down: ByTeam::default(),
            opening: Vec::new(),
            script,
        };
        let mut events = Vec::new();
        let cards: Vec<CardId> = (1..=64).collect();
        game.deck = Deck::new(cards);
        game.start_period(PeriodKind::Regulation, &mut events);
        game.run(&mut events);
        game.cut_at_stall(&mut events);
        game.opening = events;
        game
    }

    /// The draw script of a game played by link.
    pub fn script(&self) -> Option<&DrawScript> {
        self.script.as_deref()
    }

    /// Playing by link: the other side played `card`, which this device saw only as a hidden
    /// card of its hand until now. False if no hidden card is there to be it.
    pub fn reveal_played(&mut self, team: Team, card: CardId) -> bool {
        if self.script.is_none() || self.hands[team].contains(&card) {
            return true;
        }
        match self.hands[team].iter().position(|&c| c == HIDDEN) {
            Some(at) => {
                self.hands[team][at] = card;
                if let Some(script) = self.script.as_mut() {
                    script.note_reveal(team, card);
                }
                true
            }
            None => false,
        }
    }

    /// Playing by link: is `card` somewhere this device has seen it outside `team`'s hand (the
    /// other hand, the discards, face up)? Then `team` cannot be playing it.
    pub fn seen_elsewhere(&self, team: Team, card: CardId) -> bool {
        self.hands[team.other()].contains(&card)
            || self.deck.discards().contains(&card)
            || self.face_up == Some(card)
    }

    pub fn opening_events(&self) -> &[Event] {
        &self.opening
    }

    // ----- read access -----

    pub fn phase(&self) -> Phase {
        self.phase
    }
    pub fn hand(&self, team: Team) -> &[CardId] {
        &self.hands[team]
    }
    pub fn puck(&self) -> Pos {
        self.puck
    }
    pub fn control(&self) -> Option<Team> {
        self.control
    }
    pub fn chain(&self) -> Next {
        self.chain
    }
    pub fn period(&self) -> u8 {
        self.period
    }
    pub fn period_kind(&self) -> PeriodKind {
        self.period_kind
    }
    pub fn pass(&self) -> u8 {
        self.pass
    }
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    pub fn discard_len(&self) -> usize {
        self.deck.discard_count()
    }
    pub fn top_discard(&self) -> Option<CardId> {
        self.deck.top_discard().copied()
    }
    pub fn bonus(&self) -> ByTeam<u8> {
        self.bonus
    }
    pub fn pulled(&self) -> Option<Team> {
        self.pulled
    }
    pub fn delayed_against(&self) -> Option<Team> {
        self.delayed_penalised()
    }
    pub fn power_play(&self) -> Option<&PowerPlay> {
        self.power_play.as_ref()
    }
    /// The side with the man advantage in the power play under way or about to start.
    pub fn power_play_team(&self) -> Option<Team> {
        let pp = self.power_play.as_ref()?;
        if pp.shots.is_empty() {
            pp.pending.front().map(|s| s.team)
        } else {
            Some(pp.team)
        }
    }
    pub fn crosswise_drawn(&self) -> bool {
        self.crosswise_drawn
    }
    pub fn box_score(&self) -> &BoxScore {
        &self.box_score
    }
    pub fn shootout(&self) -> Option<&ShootoutScore> {
        self.shootout.as_ref()
    }
    pub fn face_up(&self) -> Option<CardId> {
        self.face_up
    }
    pub fn score(&self) -> ByTeam<u16> {
        self.box_score.goals()
    }
    pub fn outcome_ref(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    pub fn options_ref(&self) -> &Options {
        &self.options
    }
    pub fn rules_version(&self) -> u16 {
        self.rules_version
    }
    fn by_the_book(&self) -> bool {
        self.rules_version >= BOOK_FIXES_VERSION
    }

    /// Where a card may be played under this game's rules. Version 1 had the Poke Check (#49)
    /// at centre ice only.
    pub fn zones_of(&self, id: CardId) -> Zones {
        if id == 49 && !self.by_the_book() {
            return Zones::CI;
        }
        card(id).zones
    }

    /// Every card of the 64, wherever it is: for the conservation checks.
    pub fn all_cards(&self) -> Vec<CardId> {
        let mut all: Vec<CardId> = self.deck.all_cards().copied().collect();
        all.extend(self.hands.home.iter().copied());
        all.extend(self.hands.away.iter().copied());
        all.extend(self.set_aside.iter().copied());
        all.extend(self.face_up);
        all
    }

    /// The hand size a team replenishes to, before momentum.
    pub fn base_hand(&self, team: Team) -> u8 {
        let mut base = HAND;
        if self.period_kind == PeriodKind::ShortOvertime {
            base += 1;
        }
        if self.pulled == Some(team) {
            base += 1;
        }
        if self.delayed_penalised() == Some(team.other()) {
            base += 1;
        }
        base
    }

    fn delayed_penalised(&self) -> Option<Team> {
        // Only the net result matters; store order is the calling order.
        let minors = self.count_minors(&self.delayed);
        if self.delayed.is_empty() {
            None
        } else if minors.home >= minors.away {
            Some(Team::Home)
        } else {
            Some(Team::Away)
        }
    }

    fn count_minors(&self, calls: &[Call]) -> ByTeam<usize> {
        ByTeam::from_fn(|t| calls.iter().filter(|c| c.team == t && !c.major).count())
    }

    fn zone(&self, team: Team) -> Zone {
        self.puck.zone_for(team)
    }

    fn behind(&self, team: Team) -> bool {
        let s = self.score();
        s[team] < s[team.other()]
    }

    fn leading(&self, team: Team) -> bool {
        let s = self.score();
        s[team] > s[team.other()]
    }

    fn late_game(&self) -> bool {
        self.crosswise_drawn && self.period_kind == PeriodKind::Regulation
    }

    fn may_pull(&self, team: Team, pos: Pos) -> bool {
        self.late_game()
            && self.pulled.is_none()
            && self.behind(team)
            && pos.zone_for(team) != Zone::Defensive
    }

    /// The game as `seat` may imagine it: the cards it cannot see (the other hand, the
    /// face-down pile, the cards set aside in overtime) dealt again at random, and the future
    /// shuffles unknown too. The searching computer player plays out its ideas on these.
    pub fn determinize(&self, seat: Team, rng: &mut GameRng) -> Icih {
        let mut game = self.clone();
        let other = seat.other();
        let mut unseen: Vec<CardId> = game.hands[other].clone();
        unseen.extend(game.deck.draw_pile().iter().copied());
        unseen.extend(game.set_aside.iter().copied());
        rng.shuffle(&mut unseen);
        let hand_len = game.hands[other].len();
        let pile_len = game.deck.len();
        let mut rest = unseen.split_off(hand_len);
        game.hands[other] = unseen;
        game.set_aside = rest.split_off(pile_len);
        game.deck.replace_draw_pile(rest);
        game.rng = GameRng::from_seed(rng.below(usize::MAX) as u64);
        // A dealt game's script knows its future draws: the imagined game draws from its deck.
        game.script = None;
        game
    }

    // ----- legal actions -----

    pub fn legal(&self, seat: Team) -> Vec<Action> {
        if self.phase.actor() != Some(seat) {
            return Vec::new();
        }
        let readable: Vec<CardId>;
        let hand: &[CardId] = if self.script.is_some() {
            readable = self.hands[seat]
                .iter()
                .copied()
                .filter(|&c| c != HIDDEN)
                .collect();
            &readable
        } else {
            &self.hands[seat]
        };
        let mut out = Vec::new();
        match self.phase {
            Phase::Over => {}
            Phase::Attack { team } => {
                let zone = self.zone(team);
                for &id in hand {
                    if self.can_play(team, id) {
                        out.push(Action::Play { card: id });
                    }
                }
                match zone {
                    Zone::Defensive => {
                        out.extend(hand.iter().map(|&c| Action::DumpOutToCentre { discard: c }));
                        out.push(Action::DumpOutToOffence);
                    }
                    Zone::Centre => {
                        out.extend(hand.iter().map(|&c| Action::DumpIn { discard: c }));
                        let held = self.hands[team].len();
                        if self.leading(team) && held <= usize::from(self.base_hand(team)) {
                            out.extend(hand.iter().map(|&c| Action::DefensiveMode { discard: c }));
                        }
                    }
                    Zone::Offensive => out.push(Action::OutsideShot),
                }
                if self.may_pull(team, self.puck) {
                    out.push(Action::PullGoalie);
                }
            }
            Phase::Answer { team, window, .. } => {
                for &id in hand {
                    if self.can_answer(team, window, id) {
                        out.push(Action::Answer { card: id });
                    }
                }
                out.push(Action::LetPlay);
            }
            Phase::TouchUp { .. } => {
                out.push(Action::TouchUp);
                out.push(Action::CallIcing);
            }
            Phase::DefensiveModePick { .. } => {
                out.push(Action::KeepCard);
                out.push(Action::LeaveCard);
            }
            Phase::ExtraDiscard { .. } => {
                out.extend(hand.iter().map(|&c| Action::Discard { card: c }));
                out.push(Action::SkipDiscard);
            }
            Phase::DiscardDown { .. } => {
                out.extend(hand.iter().map(|&c| Action::Discard { card: c }));
            }
            Phase::TakeBonus { max, .. } => {
                out.extend((0..=max).rev().map(|count| Action::TakeBonus { count }));
            }
            Phase::Stoppage { team, pos } => {
                if self.pulled == Some(team) {
                    out.push(Action::ReturnGoalie);
                } else if self.may_pull(team, pos) {
                    out.push(Action::PullGoalie);
                }
                out.push(Action::DropPuck);
            }
            Phase::Shootout { .. } => out.push(Action::Shoot),
            Phase::PowerPlayStoppage { .. } => {
                out.push(Action::ReturnGoalie);
                out.push(Action::KeepGoaliePulled);
            }
        }
        out
    }

    /// May the team in control play this card from its hand now?
    pub fn can_play(&self, team: Team, id: CardId) -> bool {
        let def = card(id);
        let zone = self.zone(team);
        if !self.zones_of(id).allows(zone) || !self.chain.allows(def.kind) {
            return false;
        }
        match def.kind {
            Kind::InsideShot => zone == Zone::Offensive,
            Kind::Pass | Kind::Skate => true,
            _ => false,
        }
    }

    /// The zone (seen from the answering side) where a defensive card meets this play.
    fn contest_pos(&self, window: Window, answer: &CardDef) -> Option<Pos> {
        match window {
            Window::Defence {
                card: played,
                from,
                to,
            } => {
                let played = card(played);
                Some(match (played.kind, answer.kind) {
                    (Kind::Pass, Kind::DefenceSteal) => from,
                    (Kind::Pass, _) => to,
                    _ => from,
                })
            }
            Window::InsideShot { .. } | Window::OutsideShot | Window::PowerPlayShot { .. } => {
                Some(self.puck)
            }
            Window::DumpOut { .. } => Some(self.puck),
        }
    }

    pub fn can_answer(&self, team: Team, window: Window, id: CardId) -> bool {
        let def = card(id);
        let Some(pos) = self.contest_pos(window, def) else {
            return false;
        };
        if !self.zones_of(id).allows(pos.zone_for(team)) {
            return false;
        }
        match window {
            Window::Defence { card: played, .. } => {
                let played = card(played);
                def.kind.is_defensive()
                    && (played.special != Special::Breakaway || def.kind == Kind::DefencePenalty)
            }
            Window::OutsideShot => def.kind == Kind::OutsideShotBlocked,
            Window::InsideShot { card: played } => {
                def.kind == Kind::InsideShotBlocked
                    || (card(played).special == Special::PenaltyShotRisk
                        && def.kind == Kind::DefencePenalty)
            }
            Window::DumpOut { .. } => def.kind == Kind::PuckKeptIn,
            Window::PowerPlayShot { kind } => match kind {
                ShotKind::Outside => def.kind == Kind::OutsideShotBlocked,
                ShotKind::Inside => def.kind == Kind::InsideShotBlocked,
                ShotKind::Both => {
                    matches!(def.kind, Kind::OutsideShotBlocked | Kind::InsideShotBlocked)
                }
            },
        }
    }

    // ----- applying an action -----

    pub fn apply_action(&mut self, action: &Action) -> Result<Vec<Event>, IcihError> {
        let Some(actor) = self.phase.actor() else {
            return Err(IcihError::GameOver);
        };
        // A sealed record's hidden cards are what their hands played.
        if self
            .script
            .as_ref()
            .is_some_and(|s| s.unknown == Unknown::Sealed)
            && let Some(card) = action.card()
            && !self.seen_elsewhere(actor, card)
        {
            self.reveal_played(actor, card);
        }
        if !self.legal(actor).contains(action) {
            return Err(IcihError::Illegal(self.why_illegal(actor, action)));
        }
        let mut ev = Vec::new();
        let phase = self.phase;
        // `Over` marks "no decision pending" until resolution asks for one (see `run`).
        self.phase = Phase::Over;
        self.resolve_in(phase, actor, *action, &mut ev);
        self.run(&mut ev);
        self.cut_at_stall(&mut ev);
        if let Some(why) = self.script.as_ref().and_then(|s| s.broken) {
            return Err(IcihError::Illegal(why.to_string()));
        }
        Ok(ev)
    }

    fn why_illegal(&self, actor: Team, action: &Action) -> String {
        if let Some(id) = action.card() {
            if !(1..=64).contains(&id) {
                return format!("there is no card #{id}");
            }
            if !self.hands[actor].contains(&id) {
                return format!("card #{id} is not in the {} hand", team_name(actor));
            }
            if let Action::Play { .. } = action {
                let def = card(id);
                if !def.kind.is_offensive() {
                    return format!("#{id} is a defensive card; it answers the other side's play");
                }
                if !self.zones_of(id).allows(self.zone(actor)) {
                    return format!("#{id} cannot be played from this zone");
                }
                return format!(
                    "the card on top of the pile does not allow a {} next",
                    def.kind.label()
                );
            }
            if let Action::Answer { .. } = action {
                return format!("#{id} cannot answer this play");
            }
        }
        format!("{action:?} is not one of the choices now")
    }

    fn take_from_hand(&mut self, team: Team, id: CardId) {
        let hand = &mut self.hands[team];
        let at = hand
            .iter()
            .position(|&c| c == id)
            .expect("legal card in hand");
        hand.remove(at);
    }

    fn discard_from_hand(&mut self, team: Team, id: CardId) {
        self.take_from_hand(team, id);
        self.deck.discard(id);
    }

    fn resolve_in(&mut self, phase: Phase, actor: Team, action: Action, ev: &mut Vec<Event>) {
        let other = actor.other();
        match (phase, action) {
            (Phase::Attack { .. }, Action::Play { card: id }) => {
                self.sequence_attacker = actor;
                self.play_offensive(actor, id, ev);
            }
            (Phase::Attack { .. }, Action::DumpOutToCentre { discard }) => {
                self.sequence_attacker = actor;
                self.discard_from_hand(actor, discard);
                ev.push(Event::DumpedOutToCentre {
                    team: actor,
                    card: discard,
                });
                self.open(other, actor, Window::DumpOut { to_offence: false });
            }
            (Phase::Attack { .. }, Action::DumpOutToOffence) => {
                self.sequence_attacker = actor;
                ev.push(Event::DumpOutTried { team: actor });
                self.open(other, actor, Window::DumpOut { to_offence: true });
            }
            (Phase::Attack { .. }, Action::DumpIn { discard }) => {
                self.sequence_attacker = actor;
                self.discard_from_hand(actor, discard);
                ev.push(Event::DumpedIn {
                    team: actor,
                    card: discard,
                });
                self.dump_in(actor, ev);
            }
            (Phase::Attack { .. }, Action::DefensiveMode { discard }) => {
                self.sequence_attacker = actor;
                self.discard_from_hand(actor, discard);
                ev.push(Event::DefensiveMode {
                    team: actor,
                    card: discard,
                });
                self.defensive_mode(actor, ev);
            }
            (Phase::Attack { .. }, Action::OutsideShot) => {
                self.sequence_attacker = actor;
                ev.push(Event::OutsideShot { team: actor });
                self.open(other, actor, Window::OutsideShot);
            }
            (Phase::Attack { .. }, Action::PullGoalie) => {
                self.pull_goalie(actor, ev);
                let next = After::Possession {
                    team: actor,
                    pos: self.puck,
                    chain: self.chain,
                };
                self.queue.push_back(Step::Replenish(actor));
                self.queue.push_back(Step::Then(next));
            }
            (
                Phase::Answer {
                    attacker, window, ..
                },
                Action::LetPlay,
            ) => {
                ev.push(Event::LetGo { team: actor });
                self.let_play(attacker, window, ev);
            }
            (
                Phase::Answer {
                    attacker, window, ..
                },
                Action::Answer { card: id },
            ) => {
                self.answer(actor, attacker, window, id, ev);
            }
            (Phase::TouchUp { .. }, Action::TouchUp) => {
                ev.push(Event::TouchedUp { team: actor });
                let next = self.possession(actor, self.puck, Next::FRESH);
                self.finish(next, ev);
            }
            (Phase::TouchUp { .. }, Action::CallIcing) => {
                ev.push(Event::Icing { team: other });
                self.finish(After::FaceOff(Pos::of(other, Zone::Defensive)), ev);
            }
            (Phase::DefensiveModePick { card: id, .. }, Action::KeepCard) => {
                self.face_up = None;
                self.hands[actor].push(id);
                ev.push(Event::KeptCard {
                    team: actor,
                    card: id,
                });
                let next = self.possession(other, Pos::of(other, Zone::Defensive), Next::FRESH);
                self.finish(next, ev);
            }
            (Phase::DefensiveModePick { card: id, .. }, Action::LeaveCard) => {
                self.face_up = None;
                self.deck.discard(id);
                let next = self.possession(other, Pos::of(other, Zone::Defensive), Next::FRESH);
                self.finish(next, ev);
            }
            (Phase::ExtraDiscard { .. }, Action::Discard { card: id }) => {
                self.discard_from_hand(actor, id);
                ev.push(Event::Discarded {
                    team: actor,
                    card: id,
                });
            }
            (Phase::ExtraDiscard { .. }, Action::SkipDiscard) => {}
            (Phase::DiscardDown { count, .. }, Action::Discard { card: id }) => {
                self.discard_from_hand(actor, id);
                ev.push(Event::Discarded {
                    team: actor,
                    card: id,
                });
                if count > 1 {
                    self.queue.push_front(Step::DiscardDown(actor, count - 1));
                }
            }
            (Phase::TakeBonus { .. }, Action::TakeBonus { count }) => {
                self.bonus[actor] = 0;
                self.replenish_to(actor, self.base_hand(actor) + count, ev);
            }
            (Phase::Stoppage { pos, .. }, Action::PullGoalie) => {
                self.pull_goalie(actor, ev);
                self.queue.push_front(Step::Replenish(actor));
                self.face_off_draw(pos, ev);
            }
            (Phase::Stoppage { pos, .. }, Action::ReturnGoalie) => {
                self.return_goalie(actor, ev);
                self.face_off_draw(pos, ev);
            }
            (Phase::Stoppage { pos, .. }, Action::DropPuck) => {
                self.face_off_draw(pos, ev);
            }
            (Phase::Shootout { .. }, Action::Shoot) => self.shootout_attempt(actor, ev),
            (Phase::PowerPlayStoppage { .. }, Action::ReturnGoalie) => {
                self.return_goalie(actor, ev);
                self.queue.push_back(Step::PowerPlayShot);
            }
            (Phase::PowerPlayStoppage { .. }, Action::KeepGoaliePulled) => {
                self.queue.push_back(Step::PowerPlayShot);
            }
            (phase, action) => unreachable!("{action:?} listed as legal in {phase:?}"),
        }
    }

    /// Asks the defender to answer or let the play go.
    fn open(&mut self, defender: Team, attacker: Team, window: Window) {
        self.phase = Phase::Answer {
            team: defender,
            attacker,
            window,
        };
    }

    // ----- the flow: steps run until someone must decide -----

    fn run(&mut self, ev: &mut Vec<Event>) {
        while self.phase == Phase::Over && self.outcome.is_none() && !self.stalled() {
            let step = match self.queue.pop_front() {
                Some(step) => step,
                None => {
                    debug_assert!(false, "resolution ended without a next step");
                    Step::Then(After::FaceOff(self.puck))
                }
            };
            match step {
                Step::DiscardDown(team, count) => {
                    let count = count.min(self.hands[team].len() as u8);
                    if count > 0 {
                        self.phase = Phase::DiscardDown { team, count };
                    }
                }
                Step::ExtraDiscard(team) => {
                    if !self.hands[team].is_empty() {
                        self.phase = Phase::ExtraDiscard { team };
                    }
                }
                Step::Replenish(team) => self.replenish(team, ev),
                Step::Then(after) => self.then(after, ev),
                Step::PowerPlayShot => self.power_play_next(ev),
            }
        }
    }

    /// Ends the resolution of a play: settles penalties, queues the discards and replenishment
    /// (attacker first), then what follows.
    fn finish(&mut self, after: After, ev: &mut Vec<Event>) {
        let calls = std::mem::take(&mut self.calls);
        let after = if calls.is_empty() {
            after
        } else {
            self.settle_penalties(calls, after, ev)
        };
        let first = self.sequence_attacker;
        for team in [first, first.other()] {
            let count = std::mem::take(&mut self.discard_down[team]);
            if count > 0 {
                self.queue.push_back(Step::DiscardDown(team, count));
            }
        }
        self.queue.push_back(Step::Replenish(first));
        self.queue.push_back(Step::Replenish(first.other()));
        self.queue.push_back(Step::Then(after));
    }

    /// Gives a team the puck now (the next play starts after replenishment).
    fn possession(&mut self, team: Team, pos: Pos, chain: Next) -> After {
        self.puck = pos;
        self.control = Some(team);
        self.chain = chain;
        After::Possession { team, pos, chain }
    }

    fn then(&mut self, after: After, ev: &mut Vec<Event>) {
        match after {
            After::PowerPlay => self.power_play_next(ev),
            After::Possession { team, pos, chain } => {
                let delayed_due = !self.delayed.is_empty()
                    && (self.delayed_penalised() == Some(team) || self.period_ending);
                if delayed_due {
                    // The penalised side touched the puck, or the period is over: a power play
                    // is never cut short by the end of a period.
                    self.puck = pos;
                    self.start_delayed_power_play(ev);
                } else if self.period_ending {
                    self.end_period(ev);
                } else {
                    self.puck = pos;
                    self.control = Some(team);
                    self.chain = chain;
                    self.phase = Phase::Attack { team };
                }
            }
            After::FaceOff(pos) => {
                if self.period_ending {
                    if self.delayed.is_empty() {
                        self.end_period(ev);
                    } else {
                        self.start_delayed_power_play(ev);
                    }
                    return;
                }
                self.puck = pos;
                self.control = None;
                if let Some(team) = self.pulled
                    && (!self.behind(team) || pos.zone_for(team) == Zone::Defensive)
                {
                    self.return_goalie(team, ev);
                }
                let decider = Team::BOTH
                    .into_iter()
                    .find(|&t| self.pulled == Some(t) || self.may_pull(t, pos));
                match decider {
                    Some(team) => self.phase = Phase::Stoppage { team, pos },
                    None => self.face_off_draw(pos, ev),
                }
            }
        }
    }

    fn face_off_draw(&mut self, pos: Pos, ev: &mut Vec<Event>) {
        self.puck = pos;
        let x = self.draw_check(Check::FaceOff, ev);
        let after = match self.hv(x, pos, ev) {
            Ok(team) => {
                ev.push(Event::FaceOffWon { team, pos });
                self.possession(team, pos, Next::FRESH)
            }
            Err(after) => after,
        };
        self.sequence_attacker = self.control.unwrap_or(Team::Home);
        self.finish(after, ev);
    }

    // ----- drawing from the deck -----

    fn draw_card(&mut self, check: Check, ev: &mut Vec<Event>, to_discards: bool) -> CardId {
        if self.deck.is_empty() {
            if self.pass == 1 {
                self.second_pass(ev);
            } else {
                // The last pass is used up: the discards are lightly shuffled for what must be drawn.
                self.deck.reshuffle_discards(&mut self.rng);
                self.note_shuffle();
                if !self.period_ending {
                    self.period_ending = true;
                    ev.push(Event::DeckExhausted);
                }
            }
        }
        let x = self.take(DrawTo::Table).expect("cards outside the hands");
        self.note_stall_events(ev);
        if to_discards {
            self.deck.discard(x);
        }
        ev.push(Event::Drawn { card: x, check });
        self.note_crosswise(ev);
        x
    }

    /// The top card of the pile, read from the draw script when playing by link.
    fn take(&mut self, to: DrawTo) -> Option<CardId> {
        if self.script.as_ref().is_some_and(|s| s.would_stall(to)) {
            let frozen = Box::new(self.clone());
            if let Some(script) = self.script.as_mut() {
                script.frozen = Some(frozen);
            }
        }
        let top = self.deck.draw()?;
        Some(match self.script.as_mut() {
            None => top,
            // The pile's order means nothing here; only its size and discards do.
            Some(script) => script.draw(to, top.max(1)),
        })
    }

    /// Playing by link: a shuffle starts a new masked deck. A whole deck holds every card,
    /// though some are hidden from this device; a reshuffle holds the discards, all seen.
    fn note_shuffle(&mut self) {
        let Some(script) = self.script.as_mut() else {
            return;
        };
        let pile: Vec<CardId> = self.deck.draw_pile().to_vec();
        let order = if pile.len() == 64 {
            script.shuffled((1..=64).collect())
        } else {
            script.shuffled(pile)
        };
        // A dealt game's deck is the script's: the top card is drawn first, and last in the pile.
        if let Some(mut order) = order {
            order.reverse();
            self.deck.replace_draw_pile(order);
        }
    }

    /// The hands went back into the deck.
    fn note_hands_gathered(&mut self) {
        if let Some(script) = self.script.as_mut() {
            script.hands_gathered();
        }
    }

    fn stalled(&self) -> bool {
        self.script.as_ref().is_some_and(|s| s.stalled.is_some())
    }

    /// Playing by link: the events before a stall are real; mark where they end.
    fn note_stall_events(&mut self, ev: &[Event]) {
        if let Some(script) = self.script.as_mut()
            && script.stalled.is_some()
            && script.events_at_stall.is_none()
        {
            script.events_at_stall = Some(ev.len());
        }
    }

    /// Playing by link: the events after a stall mean nothing.
    fn cut_at_stall(&self, ev: &mut Vec<Event>) {
        if let Some(n) = self.script.as_ref().and_then(|s| s.events_at_stall) {
            ev.truncate(n);
        }
    }

    fn draw_check(&mut self, check: Check, ev: &mut Vec<Event>) -> CardId {
        self.draw_card(check, ev, true)
    }

    fn second_pass(&mut self, ev: &mut Vec<Event>) {
        self.deck.reshuffle_discards(&mut self.rng);
        self.note_shuffle();
        self.pass = 2;
        ev.push(Event::SecondPass);
    }

    fn note_crosswise(&mut self, ev: &mut Vec<Event>) {
        if !self.crosswise_drawn
            && self.period_kind == PeriodKind::Regulation
            && self.period == REGULATION_PERIODS
            && self.pass == 2
            && self.deck.len() <= CROSSWISE_LEFT
        {
            self.crosswise_drawn = true;
            ev.push(Event::CrosswiseCard);
        }
    }

    fn replenish(&mut self, team: Team, ev: &mut Vec<Event>) {
        let base = self.base_hand(team);
        let bonus = self.bonus[team].min(MAX_HAND.saturating_sub(base));
        let held = self.hands[team].len() as u8;
        if bonus > 0 && held < base + bonus && !self.period_ending {
            self.phase = Phase::TakeBonus { team, max: bonus };
        } else {
            self.bonus[team] = 0;
            self.replenish_to(team, base, ev);
        }
    }

    fn replenish_to(&mut self, team: Team, target: u8, ev: &mut Vec<Event>) {
        let target = usize::from(target.min(MAX_HAND));
        let mut drew = 0;
        while self.hands[team].len() < target && !self.period_ending {
            if self.deck.is_empty() {
                if self.pass == 1 {
                    self.second_pass(ev);
                } else {
                    self.period_ending = true;
                    ev.push(Event::DeckExhausted);
                    break;
                }
            }
            let x = self.take(DrawTo::Hand(team)).expect("deck not empty");
            self.hands[team].push(x);
            drew += 1;
            self.note_crosswise(ev);
        }
        if drew > 0 {
            ev.push(Event::Replenished { team, drew });
        }
    }

    // ----- checks -----

    /// Reads an H/V check: Offside and Fight replace the letter; "Penalty 10-40" adds checks.
    fn hv(&mut self, x: CardId, pos: Pos, ev: &mut Vec<Event>) -> Result<Team, After> {
        match card(x).hv_extra {
            HvExtra::Offside => {
                ev.push(Event::Offside);
                Err(After::FaceOff(Pos::Centre))
            }
            HvExtra::Fight => {
                self.fight(ev);
                Err(After::FaceOff(pos))
            }
            HvExtra::Penalty => {
                self.behind_the_play(ev);
                Ok(card(x).hv)
            }
            HvExtra::None => Ok(card(x).hv),
        }
    }

    fn behind_the_play(&mut self, ev: &mut Vec<Event>) {
        loop {
            let x = self.draw_check(Check::BehindThePlay, ev);
            let def = card(x);
            if BEHIND_THE_PLAY.contains(x) {
                self.call(def.hv, x, false, ev);
            } else {
                ev.push(Event::NoPenalty { card: x });
            }
            if def.hv_extra != HvExtra::Penalty {
                break;
            }
        }
    }

    fn call(&mut self, team: Team, x: CardId, major: bool, ev: &mut Vec<Event>) {
        ev.push(Event::Penalty {
            team,
            card: x,
            major,
        });
        let line = self.box_score.line(self.period, team);
        line.penalties += 1;
        line.penalty_minutes += if major { MAJOR_MINUTES } else { MINOR_MINUTES };
        self.calls.push(Call {
            team,
            shots: first_digit(x),
            major,
        });
    }

    fn loose_puck(&mut self, pos: Pos, ev: &mut Vec<Event>) -> After {
        self.puck = pos;
        let x = self.draw_check(Check::LoosePuck, ev);
        self.loose_puck_from(x, pos, ev)
    }

    fn loose_puck_from(&mut self, x: CardId, pos: Pos, ev: &mut Vec<Event>) -> After {
        match self.hv(x, pos, ev) {
            Ok(team) => {
                ev.push(Event::GainedControl { team, pos });
                self.possession(team, pos, Next::FRESH)
            }
            Err(after) => after,
        }
    }

    /// A possible-penalty card was played: the drawn card decides the loose puck, then its ID
    /// is checked against the card's range.
    fn penalty_card_check(
        &mut self,
        x: CardId,
        pos: Pos,
        offender: Team,
        played: &CardDef,
        ev: &mut Vec<Event>,
    ) -> After {
        if played.penalty.is_some_and(|r| r.contains(x)) {
            self.call(offender, x, false, ev);
        } else {
            ev.push(Event::NoPenalty { card: x });
        }
        self.loose_puck_from(x, pos, ev)
    }

    fn fight(&mut self, ev: &mut Vec<Event>) {
        let x = self.draw_check(Check::Fight, ev);
        let winner = Team::BOTH
            .into_iter()
            .find(|&t| FIGHT_WINNER[t].contains(x));
        ev.push(Event::Fight { winner });
        for team in Team::BOTH {
            let line = self.box_score.line(self.period, team);
            line.penalties += 1;
            line.penalty_minutes += MAJOR_MINUTES;
        }
        if let Some(team) = winner {
            self.award_momentum(team, FIGHT_MOMENTUM, ev);
        }
    }

    fn award_momentum(&mut self, team: Team, cards: u8, ev: &mut Vec<Event>) {
        let opponent = team.other();
        // The opponent first sheds his own extra cards: those in hand and those not yet drawn.
        let surplus = (self.hands[opponent].len() as u8)
            .saturating_sub(self.base_hand(opponent))
            .saturating_sub(self.discard_down[opponent]);
        let undrawn = std::mem::take(&mut self.bonus[opponent]);
        self.discard_down[opponent] += surplus;
        let gain = cards.saturating_sub(surplus + undrawn);
        self.bonus[team] += gain;
        ev.push(Event::Momentum { team, cards: gain });
    }

    // ----- the plays -----

    fn play_offensive(&mut self, team: Team, id: CardId, ev: &mut Vec<Event>) {
        let def = card(id);
        let from = self.puck;
        let to = Pos::of(team, def.destination(self.zone(team)));
        self.discard_from_hand(team, id);
        ev.push(Event::Played {
            team,
            card: id,
            from,
            to,
        });
        if def.kind == Kind::InsideShot {
            self.open(team.other(), team, Window::InsideShot { card: id });
        } else if def.special == Special::IceThePuck {
            self.ice_the_puck(team, ev);
        } else if def.next.defence {
            self.open(team.other(), team, Window::Defence { card: id, from, to });
        } else {
            self.go_through(team, id, to, ev);
        }
    }

    /// The played card was not answered: the puck moves and its player keeps control.
    fn go_through(&mut self, team: Team, id: CardId, to: Pos, ev: &mut Vec<Event>) {
        let chain = Next {
            defence: false,
            ..card(id).next
        };
        if to != self.puck {
            ev.push(Event::Moved { team, pos: to });
        }
        let after = self.possession(team, to, chain);
        self.finish(after, ev);
    }

    fn let_play(&mut self, attacker: Team, window: Window, ev: &mut Vec<Event>) {
        let defender = attacker.other();
        match window {
            Window::Defence { card: id, to, .. } => self.go_through(attacker, id, to, ev),
            Window::OutsideShot => {
                let after = self.shoot(attacker, false, ev);
                self.finish(after, ev);
            }
            Window::InsideShot { .. } => {
                let after = self.shoot(attacker, true, ev);
                self.finish(after, ev);
            }
            Window::DumpOut { to_offence: false } => {
                ev.push(Event::Moved {
                    team: attacker,
                    pos: Pos::Centre,
                });
                let after = self.possession(defender, Pos::Centre, Next::FRESH);
                self.finish(after, ev);
            }
            Window::DumpOut { to_offence: true } => self.dump_out_to_offence(attacker, ev),
            Window::PowerPlayShot { .. } => self.power_play_shot(false, false, ev),
        }
    }

    fn answer(
        &mut self,
        defender: Team,
        attacker: Team,
        window: Window,
        id: CardId,
        ev: &mut Vec<Event>,
    ) {
        let def = card(id);
        let pos = self.contest_pos(window, def).unwrap_or(self.puck);
        self.discard_from_hand(defender, id);
        ev.push(Event::Answered {
            team: defender,
            card: id,
            pos,
        });
        match window {
            Window::PowerPlayShot { .. } => {
                ev.push(Event::Blocked {
                    team: defender,
                    card: id,
                });
                let outside = def.kind == Kind::OutsideShotBlocked;
                self.power_play_shot(outside, !outside, ev);
            }
            Window::OutsideShot | Window::InsideShot { .. }
                if matches!(def.kind, Kind::OutsideShotBlocked | Kind::InsideShotBlocked) =>
            {
                ev.push(Event::Blocked {
                    team: defender,
                    card: id,
                });
                let after = self.loose_puck(pos, ev);
                self.finish(after, ev);
            }
            Window::InsideShot { .. } => self.penalty_shot_check(attacker, def, pos, ev),
            Window::OutsideShot => unreachable!("only O/S Blocked answers an outside shot"),
            Window::DumpOut { .. } => {
                ev.push(Event::GainedControl {
                    team: defender,
                    pos,
                });
                let after = self.possession(defender, pos, def.next);
                self.finish(after, ev);
            }
            Window::Defence { .. } => self.defend(defender, attacker, def, pos, ev),
        }
    }

    fn defend(
        &mut self,
        defender: Team,
        attacker: Team,
        def: &CardDef,
        pos: Pos,
        ev: &mut Vec<Event>,
    ) {
        self.puck = pos;
        if def.momentum > 0 {
            self.award_momentum(defender, def.momentum, ev);
        }
        let after = match def.stop {
            Stop::GainControl => {
                ev.push(Event::GainedControl {
                    team: defender,
                    pos,
                });
                let chain = Next {
                    defence: false,
                    ..def.next
                };
                let after = self.possession(defender, pos, chain);
                if def.next.defence {
                    // Muscled Off the Puck: the other side may fight back with a defensive card.
                    self.open(
                        attacker,
                        defender,
                        Window::Defence {
                            card: def.id,
                            from: pos,
                            to: pos,
                        },
                    );
                    return;
                }
                after
            }
            Stop::LoosePuck if def.kind == Kind::DefencePenalty => {
                let x = self.draw_check(Check::PenaltyCard, ev);
                self.penalty_card_check(x, pos, defender, def, ev)
            }
            Stop::LoosePuck => self.loose_puck(pos, ev),
            Stop::StopPlay => {
                self.award_momentum(attacker, CHEAP_SHOT_MOMENTUM, ev);
                let x = self.draw_check(Check::CheapShot, ev);
                self.cheap_shot_call(x, defender, def, ev);
                After::FaceOff(pos)
            }
            Stop::Fight => {
                self.fight(ev);
                After::FaceOff(pos)
            }
            Stop::None => unreachable!("defensive cards stop the play"),
        };
        self.finish(after, ev);
    }

    /// The Cheap Shot's own check on the drawn card: a major on 60-64, else its minor range.
    fn cheap_shot_call(&mut self, x: CardId, offender: Team, def: &CardDef, ev: &mut Vec<Event>) {
        if def.major.is_some_and(|r| r.contains(x)) {
            self.call(offender, x, true, ev);
        } else if def.penalty.is_some_and(|r| r.contains(x)) {
            self.call(offender, x, false, ev);
        } else {
            ev.push(Event::NoPenalty { card: x });
        }
    }

    /// A possible-penalty card on #39/#40: ID 1-9 awards a penalty shot.
    fn penalty_shot_check(
        &mut self,
        shooter: Team,
        played: &CardDef,
        pos: Pos,
        ev: &mut Vec<Event>,
    ) {
        let goalie = shooter.other();
        // Version 2: a Cheap Shot keeps its own effects here too (stops play, +2 to the victim,
        // its major range), with the penalty-shot check first.
        let cheap_shot = self.by_the_book() && played.stop == Stop::StopPlay;
        if cheap_shot {
            self.award_momentum(shooter, CHEAP_SHOT_MOMENTUM, ev);
        }
        let x = self.draw_check(Check::PenaltyShotAward, ev);
        let after = if PENALTY_SHOT_AWARD.contains(x) {
            ev.push(Event::PenaltyShotAwarded { team: shooter });
            let y = self.draw_check(Check::PenaltyShot, ev);
            self.box_score.line(self.period, shooter).shots_on_goal += 1;
            if PENALTY_SHOT_GOAL.contains(y) {
                self.goal(shooter, GoalKind::PenaltyShot, true, ev);
                After::FaceOff(Pos::Centre)
            } else {
                self.box_score.line(self.period, goalie).saves += 1;
                ev.push(Event::Saved { team: goalie });
                After::FaceOff(Pos::of(goalie, Zone::Defensive))
            }
        } else if cheap_shot {
            self.cheap_shot_call(x, goalie, played, ev);
            After::FaceOff(pos)
        } else {
            self.penalty_card_check(x, pos, goalie, played, ev)
        };
        self.finish(after, ev);
    }

    fn ice_the_puck(&mut self, team: Team, ev: &mut Vec<Event>) {
        self.queue.push_back(Step::ExtraDiscard(team));
        if self.pulled == Some(team.other()) {
            let x = self.draw_check(Check::EmptyNet, ev);
            if EMPTY_NET_GOAL.contains(x) {
                self.box_score.line(self.period, team).shots_on_goal += 1;
                self.goal(team, GoalKind::EmptyNet, true, ev);
                self.finish(After::FaceOff(Pos::Centre), ev);
                return;
            }
        }
        ev.push(Event::Icing { team });
        self.finish(After::FaceOff(Pos::of(team, Zone::Defensive)), ev);
    }

    fn dump_out_to_offence(&mut self, team: Team, ev: &mut Vec<Event>) {
        let opponent = team.other();
        let from = self.puck;
        let x = self.draw_check(Check::DumpOut, ev);
        let letter = match self.hv(x, from, ev) {
            Ok(letter) => letter,
            Err(after) => return self.finish(after, ev),
        };
        let far_end = Pos::of(team, Zone::Offensive);
        self.puck = far_end;
        ev.push(Event::Moved { team, pos: far_end });
        if letter == team {
            ev.push(Event::GainedControl {
                team: opponent,
                pos: far_end,
            });
            let after = self.possession(opponent, far_end, Next::FRESH);
            self.finish(after, ev);
        } else if self.pulled == Some(opponent) && EMPTY_NET_GOAL.contains(x) {
            self.box_score.line(self.period, team).shots_on_goal += 1;
            self.goal(team, GoalKind::EmptyNet, true, ev);
            self.finish(After::FaceOff(Pos::Centre), ev);
        } else {
            self.control = None;
            self.phase = Phase::TouchUp { team: opponent };
        }
    }

    fn dump_in(&mut self, team: Team, ev: &mut Vec<Event>) {
        let deep = Pos::of(team, Zone::Offensive);
        self.puck = deep;
        let x = self.draw_check(Check::DumpIn, ev);
        let after = match self.hv(x, deep, ev) {
            Ok(winner) => {
                ev.push(Event::GainedControl {
                    team: winner,
                    pos: deep,
                });
                // A won chase gives control but no set-up: an inside shot needs a card first.
                self.possession(winner, deep, Next::FRESH)
            }
            Err(after) => after,
        };
        self.finish(after, ev);
    }

    fn defensive_mode(&mut self, team: Team, ev: &mut Vec<Event>) {
        let opponent = team.other();
        let deep = Pos::of(opponent, Zone::Defensive);
        self.puck = deep;
        let x = self.draw_card(Check::DefensiveMode, ev, false);
        let def = card(x);
        if def.hv_extra == HvExtra::None && def.kind.is_defensive() {
            self.face_up = Some(x);
            self.phase = Phase::DefensiveModePick { team, card: x };
            return;
        }
        self.deck.discard(x);
        let after = match def.hv_extra {
            HvExtra::Offside => {
                ev.push(Event::Offside);
                After::FaceOff(Pos::Centre)
            }
            HvExtra::Fight => {
                self.fight(ev);
                After::FaceOff(deep)
            }
            HvExtra::Penalty => {
                self.behind_the_play(ev);
                self.possession(opponent, deep, Next::FRESH)
            }
            HvExtra::None => self.possession(opponent, deep, Next::FRESH),
        };
        self.finish(after, ev);
    }

    fn pull_goalie(&mut self, team: Team, ev: &mut Vec<Event>) {
        self.pulled = Some(team);
        ev.push(Event::GoaliePulled { team });
    }

    fn return_goalie(&mut self, team: Team, ev: &mut Vec<Event>) {
        if self.pulled == Some(team) {
            self.pulled = None;
            ev.push(Event::GoalieBack { team });
            // The extra skater leaves the ice with his card.
            let extra = (self.hands[team].len() as u8)
                .saturating_sub(self.base_hand(team))
                .min(1);
            if extra > 0 {
                self.queue.push_front(Step::DiscardDown(team, extra));
            }
        }
    }

    // ----- shots and goals -----

    fn shoot(&mut self, shooter: Team, inside: bool, ev: &mut Vec<Event>) -> After {
        let goalie = shooter.other();
        // Against an empty net every shot is an inside shot.
        let inside = inside || self.pulled == Some(goalie);
        let last_gasp = self.pass == 2 && (self.deck.is_empty() || self.period_ending);
        let check = if inside {
            Check::InsideShot
        } else {
            Check::OutsideShot
        };
        let x = self.draw_check(check, ev);
        let taken = ShotTaken {
            last_gasp,
            ..ShotTaken::OPEN_PLAY
        };
        self.resolve_shot(shooter, x, inside, taken, ev)
    }

    /// Which goal a shot result scores, if any, after the bracketed extras.
    fn scored(&self, shooter: Team, shot: Shot, on_power_play: bool) -> Option<(Team, GoalKind)> {
        let goalie = shooter.other();
        let extra_attacker = self.pulled == Some(shooter);
        let empty_net = self.pulled == Some(goalie);
        let even_kind = if empty_net {
            GoalKind::EmptyNet
        } else if on_power_play {
            GoalKind::PowerPlay
        } else {
            GoalKind::Even
        };
        if shot.result == ShotResult::Goal {
            return Some((shooter, even_kind));
        }
        if on_power_play || extra_attacker {
            match shot.bracket {
                Some(Bracket::PowerPlayGoal) => return Some((shooter, even_kind)),
                Some(Bracket::ShortHandedGoal) => {
                    let kind = if extra_attacker {
                        GoalKind::EmptyNet
                    } else {
                        GoalKind::ShortHanded
                    };
                    return Some((goalie, kind));
                }
                None => {}
            }
        }
        None
    }

    fn saved(&mut self, shooter: Team, ev: &mut Vec<Event>) {
        self.box_score.line(self.period, shooter).shots_on_goal += 1;
        self.box_score.line(self.period, shooter.other()).saves += 1;
        ev.push(Event::Saved {
            team: shooter.other(),
        });
    }

    /// Applies a drawn shot card in full (rebounds draw again) and returns what follows.
    fn resolve_shot(
        &mut self,
        shooter: Team,
        first: CardId,
        inside: bool,
        taken: ShotTaken,
        ev: &mut Vec<Event>,
    ) -> After {
        let ShotTaken {
            on_power_play,
            last_gasp,
            goal_bonus,
        } = taken;
        let goalie = shooter.other();
        let goalie_end = Pos::of(goalie, Zone::Defensive);
        let mut x = first;
        let mut inside = inside;
        loop {
            let shot = if inside { card(x).is } else { card(x).os };
            ev.push(Event::ShotResult {
                team: shooter,
                card: x,
                shot,
                inside,
            });
            if let Some((scorer, kind)) = self.scored(shooter, shot, on_power_play) {
                self.box_score.line(self.period, scorer).shots_on_goal += 1;
                self.goal(scorer, kind, goal_bonus || scorer != shooter, ev);
                return After::FaceOff(Pos::Centre);
            }
            if shot.result.on_goal() {
                self.saved(shooter, ev);
            }
            if last_gasp {
                // Nothing after the hyphen: the period is over.
                return After::FaceOff(Pos::Centre);
            }
            return match shot.result {
                ShotResult::Goal => unreachable!("goals handled above"),
                ShotResult::SuperSave => {
                    self.award_momentum(goalie, SUPER_SAVE_MOMENTUM, ev);
                    After::FaceOff(goalie_end)
                }
                ShotResult::SaveDef | ShotResult::WideDef => {
                    ev.push(Event::GainedControl {
                        team: goalie,
                        pos: goalie_end,
                    });
                    self.possession(goalie, goalie_end, Next::FRESH)
                }
                ShotResult::SaveOff => {
                    ev.push(Event::GainedControl {
                        team: shooter,
                        pos: goalie_end,
                    });
                    self.possession(shooter, goalie_end, Next::new(true, true, true, false))
                }
                ShotResult::SaveFaceOff => After::FaceOff(goalie_end),
                ShotResult::SaveRebound => {
                    inside = true;
                    x = self.draw_check(Check::Rebound, ev);
                    continue;
                }
                ShotResult::HitPost | ShotResult::HitCrossbar => self.loose_puck(goalie_end, ev),
            };
        }
    }

    fn goal(&mut self, scorer: Team, kind: GoalKind, momentum: bool, ev: &mut Vec<Event>) {
        let line = self.box_score.line(self.period, scorer);
        line.goals += 1;
        if kind == GoalKind::PowerPlay {
            line.power_play_goals += 1;
        }
        ev.push(Event::Goal { team: scorer, kind });
        if momentum {
            self.award_momentum(scorer, GOAL_MOMENTUM, ev);
        }
        if !self.delayed.is_empty() && self.delayed_penalised() == Some(scorer.other()) {
            self.delayed.clear();
            ev.push(Event::PowerPlayWavedOff { team: scorer });
        }
        if let Some(team) = self.pulled
            && !self.behind(team)
        {
            self.return_goalie(team, ev);
        }
        if matches!(
            self.period_kind,
            PeriodKind::LongOvertime | PeriodKind::ShortOvertime
        ) {
            self.game_over(DecidedIn::Overtime, ev);
        }
    }

    // ----- penalties and power plays -----

    /// How a batch of calls is served (the rulebook's multiple-penalty table).
    fn serves_for(calls: &[Call]) -> (Vec<Serve>, bool) {
        let mut serves = Vec::new();
        for major in calls.iter().filter(|c| c.major) {
            serves.push(Serve {
                team: major.team.other(),
                shots: 6,
                major: true,
            });
        }
        let minors = |t: Team| calls.iter().filter(move |c| c.team == t && !c.major);
        let (home, away) = (minors(Team::Home).count(), minors(Team::Away).count());
        let mut coincidental = false;
        if home > 0 && away > 0 {
            if home == away {
                coincidental = true;
            } else {
                let penalised = if home > away { Team::Home } else { Team::Away };
                let shots = minors(penalised).map(|c| c.shots).max().unwrap_or(1);
                serves.push(Serve {
                    team: penalised.other(),
                    shots,
                    major: false,
                });
            }
        } else {
            for c in calls.iter().filter(|c| !c.major) {
                serves.push(Serve {
                    team: c.team.other(),
                    shots: c.shots,
                    major: false,
                });
            }
        }
        (serves, coincidental)
    }

    fn settle_penalties(&mut self, calls: Vec<Call>, after: After, ev: &mut Vec<Event>) -> After {
        let was_delayed = self.delayed_penalised();
        let mut all = std::mem::take(&mut self.delayed);
        all.extend(calls);
        let (serves, coincidental) = Self::serves_for(&all);

        if coincidental {
            ev.push(Event::Coincidental);
        }
        let here = match after {
            After::Possession { pos, .. } | After::FaceOff(pos) => pos,
            After::PowerPlay => self.puck,
        };
        let result = match serves.first().copied() {
            None => After::FaceOff(here),
            Some(first) => match after {
                After::Possession { team, .. } if team == first.team => {
                    // Delayed penalty: play on until the penalised side touches the puck.
                    self.delayed = all;
                    ev.push(Event::DelayedPenalty {
                        team: first.team.other(),
                    });
                    after
                }
                _ => {
                    self.start_power_plays(serves);
                    After::PowerPlay
                }
            },
        };
        if let Some(penalised) = was_delayed
            && self.delayed_penalised() != Some(penalised)
        {
            // The delayed penalty is over: the extra skater goes back to the bench.
            let team = penalised.other();
            let extra = (self.hands[team].len() as u8)
                .saturating_sub(self.base_hand(team))
                .min(1);
            self.discard_down[team] = self.discard_down[team].max(extra);
        }
        result
    }

    fn start_power_plays(&mut self, serves: Vec<Serve>) {
        self.power_play = Some(PowerPlay {
            team: serves[0].team,
            major: false,
            shots: VecDeque::new(),
            pending: serves.into(),
            goal_bonus_given: false,
            goalie_asked: false,
        });
    }

    fn start_delayed_power_play(&mut self, ev: &mut Vec<Event>) {
        let calls = std::mem::take(&mut self.delayed);
        let (serves, coincidental) = Self::serves_for(&calls);
        if coincidental || serves.is_empty() {
            ev.push(Event::Coincidental);
            self.queue.push_front(Step::Then(After::FaceOff(self.puck)));
            return;
        }
        let team = serves[0].team;
        // The extra skater goes back to the bench: down to the normal hand.
        let surplus = (self.hands[team].len() as u8).saturating_sub(self.base_hand(team));
        self.start_power_plays(serves);
        self.queue.push_front(Step::PowerPlayShot);
        if surplus > 0 {
            self.queue.push_front(Step::DiscardDown(team, surplus));
        }
    }

    /// Starts the next power play if needed and opens the block window for its next shot.
    fn power_play_next(&mut self, ev: &mut Vec<Event>) {
        let period = self.period;
        let by_the_book = self.by_the_book();
        let pulled = self.pulled;
        let pp = self.power_play.as_mut().expect("a power play under way");
        if pp.shots.is_empty() {
            if let Some(team) = pulled
                && by_the_book
                && !pp.goalie_asked
            {
                // Play is stopped: the side that pulled its goalie may put him back.
                pp.goalie_asked = true;
                self.phase = Phase::PowerPlayStoppage { team };
                return;
            }
            let serve = pp.pending.pop_front().expect("a power play to serve");
            pp.team = serve.team;
            pp.major = serve.major;
            pp.goal_bonus_given = false;
            pp.goalie_asked = false;
            pp.shots = if serve.major {
                vec![ShotKind::Both; 3].into()
            } else {
                power_play_shots(serve.shots)
            };
            let shots = pp.shots.len() as u8;
            self.box_score.line(period, serve.team).power_plays += 1;
            ev.push(Event::PowerPlay {
                team: serve.team,
                shots: if serve.major { 6 } else { shots },
                major: serve.major,
            });
            self.puck = Pos::of(serve.team.other(), Zone::Defensive);
            self.control = Some(serve.team);
        }
        let pp = self.power_play.as_ref().expect("a power play under way");
        let kind = *pp.shots.front().expect("a shot to take");
        self.phase = Phase::Answer {
            team: pp.team.other(),
            attacker: pp.team,
            window: Window::PowerPlayShot { kind },
        };
    }

    fn power_play_shot(
        &mut self,
        blocked_outside: bool,
        blocked_inside: bool,
        ev: &mut Vec<Event>,
    ) {
        let mut pp = self.power_play.take().expect("a power play under way");
        let last = pp.is_last_shot();
        let kind = pp.shots.pop_front().expect("a shot to take");
        let team = pp.team;
        let goalie_end = Pos::of(team.other(), Zone::Defensive);
        // Version 2: at an empty net an outside shot counts as an inside shot here too, and a
        // major's +3 is given once, a rebound goal off its last card included.
        let empty_net = self.by_the_book() && self.pulled == Some(team.other());
        let taken = ShotTaken {
            on_power_play: true,
            last_gasp: false,
            goal_bonus: !(self.by_the_book() && pp.major && pp.goal_bonus_given),
        };
        self.sequence_attacker = team;
        let mut after = None;
        match kind {
            ShotKind::Both => {
                let x = (!(blocked_outside && blocked_inside))
                    .then(|| self.draw_check(Check::PowerPlayShot, ev));
                for inside in [false, true] {
                    let Some(x) = x else { break };
                    if (inside && blocked_inside) || (!inside && blocked_outside) {
                        continue;
                    }
                    if !inside && empty_net && !blocked_inside {
                        // Both readings would be the inside one: the card is read once.
                        continue;
                    }
                    let own_inside = inside;
                    let inside = inside || empty_net;
                    let shot = if inside { card(x).is } else { card(x).os };
                    // Version 3: only the card's own inside reading is played in full; an
                    // outside reading read as inside is an attempt, and the block that stopped
                    // the inside one makes the loose puck below.
                    let in_full = if self.rules_version >= MAJOR_LAST_CARD_VERSION {
                        own_inside
                    } else {
                        inside
                    };
                    if last && in_full && self.scored(team, shot, true).is_none() {
                        let taken = if self.rules_version >= MAJOR_LAST_CARD_VERSION {
                            // The outside reading may have given the major's +3 just now.
                            ShotTaken {
                                goal_bonus: !(pp.major && pp.goal_bonus_given),
                                ..taken
                            }
                        } else {
                            taken
                        };
                        after = Some(self.resolve_shot(team, x, true, taken, ev));
                        continue;
                    }
                    ev.push(Event::ShotResult {
                        team,
                        card: x,
                        shot,
                        inside,
                    });
                    self.power_play_attempt(&mut pp, shot, ev);
                    if self.outcome.is_some() {
                        return;
                    }
                }
                if last && after.is_none() {
                    after = Some(if blocked_inside {
                        self.loose_puck(goalie_end, ev)
                    } else {
                        After::FaceOff(Pos::Centre)
                    });
                }
            }
            ShotKind::Outside | ShotKind::Inside => {
                let inside = kind == ShotKind::Inside;
                let blocked = if inside {
                    blocked_inside
                } else {
                    blocked_outside
                };
                if blocked {
                    if last {
                        after = Some(self.loose_puck(goalie_end, ev));
                    }
                } else {
                    let x = self.draw_check(Check::PowerPlayShot, ev);
                    let inside = inside || empty_net;
                    let shot = if inside { card(x).is } else { card(x).os };
                    if last {
                        after = Some(self.resolve_shot(team, x, inside, taken, ev));
                    } else {
                        ev.push(Event::ShotResult {
                            team,
                            card: x,
                            shot,
                            inside,
                        });
                        if self.power_play_attempt(&mut pp, shot, ev) == Some(team) {
                            // A power-play goal ends this power play.
                            pp.shots.clear();
                            if pp.pending.is_empty() {
                                after = Some(After::FaceOff(Pos::Centre));
                            }
                        }
                    }
                }
            }
        }
        if self.outcome.is_some() {
            return;
        }
        match after {
            Some(after) => self.finish(after, ev),
            None => {
                self.power_play = Some(pp);
                self.finish(After::PowerPlay, ev);
            }
        }
    }

    /// A power-play shot before the last: only goals and saves count, the rest after the
    /// hyphen is ignored. Returns the scoring team, if any.
    fn power_play_attempt(
        &mut self,
        pp: &mut PowerPlay,
        shot: Shot,
        ev: &mut Vec<Event>,
    ) -> Option<Team> {
        let team = pp.team;
        if let Some((scorer, kind)) = self.scored(team, shot, true) {
            self.box_score.line(self.period, scorer).shots_on_goal += 1;
            let momentum = !(pp.major && scorer == team && pp.goal_bonus_given);
            if scorer == team {
                pp.goal_bonus_given = true;
            }
            self.goal(scorer, kind, momentum, ev);
            return Some(scorer);
        }
        if shot.result.on_goal() {
            self.saved(team, ev);
            if shot.result == ShotResult::SuperSave {
                self.award_momentum(team.other(), SUPER_SAVE_MOMENTUM, ev);
            }
        }
        None
    }

    // ----- periods, overtime, shootout -----

    fn start_period(&mut self, kind: PeriodKind, ev: &mut Vec<Event>) {
        self.period += 1;
        self.period_kind = kind;
        let mut cards: Vec<CardId> = Vec::new();
        for team in Team::BOTH {
            cards.append(&mut self.hands[team]);
        }
        self.note_hands_gathered();
        cards.append(&mut self.set_aside);
        cards.extend(self.face_up.take());
        self.deck.gather_and_shuffle(cards, &mut self.rng);
        self.note_shuffle();
        if let Some(team) = self.pulled {
            self.return_goalie(team, ev);
        }
        self.pass = 1;
        if kind == PeriodKind::ShortOvertime {
            for _ in 0..(64 - SHORT_OVERTIME_CARDS) {
                let x = self.take(DrawTo::Aside).expect("64 cards");
                self.set_aside.push(x);
            }
            // Forty cards are the whole overtime: there is no second pass.
            self.pass = 2;
        }
        self.period_ending = false;
        self.crosswise_drawn = false;
        self.bonus = ByTeam::default();
        self.discard_down = ByTeam::default();
        self.delayed.clear();
        self.power_play = None;
        self.chain = Next::FRESH;
        self.control = None;
        self.puck = Pos::Centre;
        for team in Team::BOTH {
            self.box_score.line(self.period, team);
        }
        let hand = self.base_hand(Team::Home);
        for _ in 0..hand {
            for team in Team::BOTH {
                let x = self.take(DrawTo::Hand(team)).expect("enough cards to deal");
                self.hands[team].push(x);
            }
        }
        ev.push(Event::PeriodStarted {
            period: self.period,
            cards: (self.deck.len() + 2 * usize::from(hand)) as u8,
            hand,
        });
        self.queue.clear();
        self.queue
            .push_back(Step::Then(After::FaceOff(Pos::Centre)));
    }

    fn end_period(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::PeriodEnded {
            period: self.period,
        });
        self.queue.clear();
        let tied = {
            let s = self.score();
            s.home == s.away
        };
        match self.period_kind {
            PeriodKind::Regulation if self.period < REGULATION_PERIODS => {
                self.start_period(PeriodKind::Regulation, ev)
            }
            PeriodKind::Regulation if !tied => self.game_over(DecidedIn::Regulation, ev),
            PeriodKind::Regulation => match self.options.era {
                Era::TieGame => self.game_over(DecidedIn::Regulation, ev),
                Era::Playoff => self.start_period(PeriodKind::LongOvertime, ev),
                Era::Overtime | Era::Shootout => self.start_period(PeriodKind::ShortOvertime, ev),
            },
            PeriodKind::LongOvertime => self.start_period(PeriodKind::LongOvertime, ev),
            PeriodKind::ShortOvertime => match self.options.era {
                Era::Shootout => self.start_shootout(ev),
                _ => self.game_over(DecidedIn::Overtime, ev),
            },
            PeriodKind::Shootout => unreachable!("the shootout ends by attempts"),
        }
    }

    fn start_shootout(&mut self, ev: &mut Vec<Event>) {
        self.period_kind = PeriodKind::Shootout;
        let mut cards: Vec<CardId> = Vec::new();
        for team in Team::BOTH {
            cards.append(&mut self.hands[team]);
        }
        self.note_hands_gathered();
        cards.append(&mut self.set_aside);
        self.deck.gather_and_shuffle(cards, &mut self.rng);
        self.note_shuffle();
        self.shootout = Some(ShootoutScore::default());
        self.box_score.shootout = Some(ByTeam::default());
        self.control = None;
        self.puck = Pos::Centre;
        ev.push(Event::PeriodStarted {
            period: self.period + 1,
            cards: 64,
            hand: 0,
        });
        self.phase = Phase::Shootout { team: Team::Home };
    }

    fn shootout_attempt(&mut self, team: Team, ev: &mut Vec<Event>) {
        if self.deck.is_empty() {
            self.deck.reshuffle_discards(&mut self.rng);
            self.note_shuffle();
        }
        let x = self.take(DrawTo::Table).expect("64 cards");
        self.note_stall_events(ev);
        self.deck.discard(x);
        let scored = PENALTY_SHOT_GOAL.contains(x);
        ev.push(Event::ShootoutAttempt {
            team,
            card: x,
            scored,
        });
        let so = self.shootout.as_mut().expect("a shootout");
        so.attempts[team].push(scored);
        let goals = so.goals();
        let taken = so.attempts.map(|_, a| a.len());
        if let Some(line) = self.box_score.shootout.as_mut() {
            *line = goals;
        }
        if taken.home == taken.away && taken.home >= SHOOTOUT_ROUNDS && goals.home != goals.away {
            self.game_over(DecidedIn::Shootout, ev);
        } else {
            let next = if taken.home > taken.away {
                Team::Away
            } else {
                Team::Home
            };
            self.phase = Phase::Shootout { team: next };
        }
    }

    fn game_over(&mut self, decided_in: DecidedIn, ev: &mut Vec<Event>) {
        let outcome = Outcome::from_score(self.box_score.final_score(), decided_in);
        let winner = outcome.winner;
        self.queue.clear();
        self.phase = Phase::Over;
        self.outcome = Some(outcome);
        ev.push(Event::GameOver { winner });
    }
}

pub fn period_label(period: u8, kind: PeriodKind) -> String {
    use crate::engine::clock;
    // Overtime is whatever comes after regulation, so the engine's labels fit both kinds.
    let kind = match kind {
        PeriodKind::Shootout => clock::PeriodKind::Shootout,
        PeriodKind::Regulation => clock::PeriodKind::Regulation,
        PeriodKind::LongOvertime | PeriodKind::ShortOvertime => clock::PeriodKind::Overtime,
    };
    clock::period_label(period, REGULATION_PERIODS, kind)
}

/// A table set up by hand, for tests: hands, the next cards off the deck, the puck.
#[cfg(test)]
#[derive(Debug, Clone)]
pub struct Rig {
    pub era: Era,
    pub hands: ByTeam<Vec<CardId>>,
    /// The next cards drawn, in order; the rest of the deck comes after them.
    pub draws: Vec<CardId>,
    /// Cards already in the discard pile (the last one is on top).
    pub discards: Vec<CardId>,
    pub puck: Pos,
    pub control: Team,
    pub chain: Next,
    pub score: ByTeam<u16>,
    pub period: u8,
    pub period_kind: PeriodKind,
    pub pass: u8,
    pub crosswise_drawn: bool,
    pub pulled: Option<Team>,
    pub bonus: ByTeam<u8>,
    pub rules_version: u16,
}

#[cfg(test)]
impl Default for Rig {
    fn default() -> Self {
        Rig {
            era: Era::Shootout,
            hands: ByTeam::default(),
            draws: Vec::new(),
            discards: Vec::new(),
            puck: Pos::Centre,
            control: Team::Home,
            chain: Next::FRESH,
            score: ByTeam::default(),
            period: 1,
            period_kind: PeriodKind::Regulation,
            pass: 1,
            crosswise_drawn: false,
            pulled: None,
            bonus: ByTeam::default(),
            rules_version: RULES_VERSION,
        }
    }
}

#[cfg(test)]
impl Icih {
    /// A game in the given position with `control` to play (Attack phase).
    pub fn rigged(rig: Rig) -> Icih {
        let mut game = Icih::new_under(
            Options {
                players: Players::TwoPlayers,
                era: rig.era,
            },
            1,
            rig.rules_version,
        );
        let used: Vec<CardId> = rig
            .hands
            .home
            .iter()
            .chain(&rig.hands.away)
            .chain(&rig.draws)
            .chain(&rig.discards)
            .copied()
            .collect();
        let mut sorted = used.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), used.len(), "a card rigged twice");
        let mut pile: Vec<CardId> = (1..=64).filter(|c| !used.contains(c)).collect();
        pile.extend(rig.draws.iter().rev());
        game.deck = Deck::new(pile);
        for &c in &rig.discards {
            game.deck.discard(c);
        }
        game.set_aside.clear();
        game.face_up = None;
        game.hands = rig.hands;
        game.puck = rig.puck;
        game.control = Some(rig.control);
        game.chain = rig.chain;
        game.period = rig.period;
        game.period_kind = rig.period_kind;
        game.pass = rig.pass;
        game.crosswise_drawn = rig.crosswise_drawn;
        game.pulled = rig.pulled;
        game.bonus = rig.bonus;
        game.period_ending = false;
        game.delayed.clear();
        game.power_play = None;
        game.queue.clear();
        game.box_score = BoxScore::default();
        for team in Team::BOTH {
            game.box_score.line(rig.period, team).goals = rig.score[team];
        }
        game.phase = Phase::Attack { team: rig.control };
        game
    }

    /// The next cards of the draw pile, top first (tests only: views never show this).
    pub fn peek_deck(&self, count: usize) -> Vec<CardId> {
        let all: Vec<CardId> = self.deck.all_cards().copied().collect();
        let draw = &all[..self.deck.len()];
        draw.iter().rev().take(count).copied().collect()
    }

    pub fn delayed_calls(&self) -> &[Call] {
        &self.delayed
    }
}
