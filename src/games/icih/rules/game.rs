//! Setting up a game (seeded, by link, from a record), what the table reads of it, and the
//! game as one side may imagine it.

use super::*;

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
    pub(super) fn by_the_book(&self) -> bool {
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

    pub(super) fn delayed_penalised(&self) -> Option<Team> {
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

    pub(super) fn zone(&self, team: Team) -> Zone {
        self.puck.zone_for(team)
    }

    pub(super) fn behind(&self, team: Team) -> bool {
        let s = self.score();
        s[team] < s[team.other()]
    }

    pub(super) fn leading(&self, team: Team) -> bool {
        let s = self.score();
        s[team] > s[team.other()]
    }

    fn late_game(&self) -> bool {
        self.crosswise_drawn && self.period_kind == PeriodKind::Regulation
    }

    pub(super) fn may_pull(&self, team: Team, pos: Pos) -> bool {
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
}
