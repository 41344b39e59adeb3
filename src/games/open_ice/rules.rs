//! The Open Ice engine. Rule numbers (R..) and readings (A..) are those of
//! shared/rules/open-ice-inventory.md; docs/open-ice-readings.md lists the readings chosen.

use super::chart::{LeagueRates, TeamChart, rows_at, shared_band};
use super::charts::{self, AfterSave, InjuryLength, MISCONDUCT_DRAWS, PenaltyKind};
use super::deck::{self, Entry, Zone};
use super::state::*;
use crate::engine::cards::Deck;
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, DecidedIn, Game, GameId, GameRng, Outcome, Team, Viewer};
use crate::games::sim::{Left, PlayerBoxes, SitOutError, builtin_league};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

pub const REGULATION_PERIODS: u8 = 3;
/// Action draws in a regulation period and in overtime (R33, R46).
pub const PERIOD_DRAWS: u16 = 100;
pub const OVERTIME_DRAWS: u16 = 25;
/// Action draws left in the third period from which a goalie may be pulled (A31).
pub const PULL_GOALIE_DRAWS: u16 = 8;
const CEILING: i16 = 95;
/// A further number at or below this turns an attacking-zone minor into a penalty shot (A28).
pub const PENALTY_SHOT_TOP: u8 = 2;
/// Rules version 2, the book's rules where version 1 strayed (issue 22's audit): penalty shots
/// and shootout attempts at exactly +25/-25 (R40, R49); the empty-net chance whenever the team
/// facing six attackers gets the puck (R60); a person may pull his goalie whenever the book
/// allows (the pull setting binds only the computer); a penalty in 3-on-3 overtime gives a man
/// advantage (4 on 3, a recorded reading); empty-net misses are no shots on goal.
pub const BOOK_VERSION: u16 = 2;
/// Rules version 3 (issue 37's audit): a shot offer's empty-net state follows a goalie pulled or
/// sent back while the offer is open (version 2 kept the state at the offer, so the computer
/// held the puck in front of a net emptied after it); a penalty shot missed wide (80-100 on the
/// shooter's own number, R51, as in the shootout) is no shot on goal and no save.
pub const FRESH_OFFER_VERSION: u16 = 3;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum GoalKind {
    InPlay,
    PenaltyShot,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Penalty {
    pub(super) team: Team,
    pub(super) player: u8,
    pub(super) kind: PenaltyKind,
    /// Control attempts counted since it began (A11).
    attempts: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(super) enum Until {
    Draws(u16),
    EndOfPeriod,
    EndOfGame,
    /// Sat out before the game (`Action::SitOut`): out for all of it, as if hurt.
    SatOut,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Out {
    pub(super) team: Team,
    pub(super) player: u8,
    pub(super) until: Until,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Shootout {
    pub(super) shooters: ByTeam<Option<Vec<u8>>>,
    /// (team, goal) for each attempt, in order.
    pub(super) attempts: Vec<(Team, bool)>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct OpenIce {
    options: Options,
    rng: GameRng,
    pub charts: ByTeam<TeamChart>,
    /// This period's action cards (by number).
    period_deck: Deck<u8>,
    /// Where every 1-100 number comes from under the action-draw clock (A1).
    numbers: Deck<u8>,
    pub period: u8,
    pub pending: Pending,
    pub puck: Team,
    /// The puck's zone from the home team's view.
    spot: Zone,
    /// Minors and majors, oldest first (a misconduct only puts its player in `out`).
    pub(super) penalties: Vec<Penalty>,
    pub(super) out: Vec<Out>,
    pub pulled: ByTeam<bool>,
    pub in_net: ByTeam<u8>,
    injury_checked: bool,
    pub box_score: BoxScore,
    pub players: ByTeam<PlayerBoxes>,
    pub(super) shootout: Option<Shootout>,
    outcome: Option<Outcome>,
    /// The rules the game is played under (its record's version; states saved before version 2
    /// carried none and are version 1).
    #[serde(default = "first_version")]
    rules_version: u16,
    /// Goalies sitting the game out (`Action::SitOut`; a skater sits out in `out`). Left out of
    /// the saved state when empty, so a game without any serialises as before.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    goalies_out: Vec<(Team, u8)>,
    /// The goals and penalties for the summaries (read-outs; a replay notes them again).
    #[serde(skip)]
    pub notes: crate::games::sim::GameNotes,
}

fn first_version() -> u16 {
    1
}

/// What the strength on the ice adds to a team's ratings (R35-R42, A13, A14).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Modifiers {
    pub control: i16,
    pub pct: i16,
    /// For this team's own goalie.
    pub save: i16,
}

impl OpenIce {
    /// A game between two teams given as charts (the built-in league's, or a person's own),
    /// under the newest rules.
    pub fn with_charts(options: Options, charts: ByTeam<TeamChart>, seed: u64) -> OpenIce {
        OpenIce::with_charts_under(options, charts, seed, <OpenIce as Game>::RULES_VERSION)
    }

    /// A game between two teams given as charts under the rules of `rules_version`.
    pub fn with_charts_under(
        options: Options,
        charts: ByTeam<TeamChart>,
        seed: u64,
        rules_version: u16,
    ) -> OpenIce {
        let mut rng = GameRng::from_seed(seed);
        let numbers = Deck::shuffled(deck::numbers(), &mut rng);
        let in_net = charts.map(|_, c| starter(c, &[]));
        let players = charts.map(|_, c| PlayerBoxes::new(c.skaters.len(), c.goalies.len()));
        OpenIce {
            options,
            rng,
            charts,
            period_deck: Deck::new(Vec::new()),
            numbers,
            period: 0,
            pending: Pending::StartPeriod,
            puck: Team::Home,
            spot: Zone::Middle,
            penalties: Vec::new(),
            out: Vec::new(),
            pulled: ByTeam::new(false, false),
            in_net,
            injury_checked: false,
            box_score: BoxScore::default(),
            players,
            shootout: None,
            outcome: None,
            rules_version,
            goalies_out: Vec::new(),
            notes: Default::default(),
        }
    }

    /// The rules version the game is played under.
    pub fn rules_version(&self) -> u16 {
        self.rules_version
    }

    /// Rules version 2 on: the book's rules where version 1 strayed ([`BOOK_VERSION`]).
    fn book(&self) -> bool {
        self.rules_version >= BOOK_VERSION
    }

    /// Rules version 3 on ([`FRESH_OFFER_VERSION`]).
    fn fresh_offers(&self) -> bool {
        self.rules_version >= FRESH_OFFER_VERSION
    }

    /// From version 3, an open shot offer says whether the net it shoots at is empty now (a
    /// goalie may be pulled or sent back while it is open; `shot` reads the net as it is).
    fn refresh_offer(&mut self) {
        if let Pending::ShotOffer { team, .. } = self.pending
            && self.fresh_offers()
        {
            self.pending = Pending::ShotOffer {
                team,
                empty_net: self.pulled[team.other()],
            };
        }
    }

    /// Whether a penalty shot that missed went wide (R51's 80-100 on the shooter's own number,
    /// read for penalty shots from version 3; version 2 counted it as a save).
    pub fn penalty_shot_wide(&self, path: ShotPath, draw: u8, goal: bool) -> bool {
        self.fresh_offers() && spot_miss_is_wide(path, draw, goal)
    }

    pub fn score(&self) -> ByTeam<u16> {
        self.box_score.goals()
    }

    /// The puck's zone from `team`'s view.
    pub fn zone_of(&self, team: Team) -> Zone {
        match team {
            Team::Home => self.spot,
            Team::Away => self.spot.flipped(),
        }
    }

    fn set_zone(&mut self, team: Team, zone: Zone) {
        self.spot = match team {
            Team::Home => zone,
            Team::Away => zone.flipped(),
        };
    }

    pub fn draws_left(&self) -> usize {
        self.period_deck.len()
    }

    pub fn is_overtime(&self) -> bool {
        self.period > REGULATION_PERIODS
    }

    /// Skaters on the ice, the extra attacker not counted (A14). From version 2, a penalty
    /// that cannot take a side below three skaters (3-on-3 overtime, or a second one at 4 on
    /// 4) adds a skater to the other side instead, up to five (A25: 4 on 3, then 5 on 3).
    pub fn skaters(&self, team: Team) -> i16 {
        let base = if self.is_overtime() {
            i16::from(self.options.overtime_skaters.clamp(3, 5))
        } else {
            5
        };
        let raw = |t: Team| base - self.serving(t).count() as i16;
        let mine = raw(team).max(3);
        if self.book() {
            let short = (3 - raw(team.other())).max(0);
            (mine + short).min(5)
        } else {
            mine
        }
    }

    /// The penalties being served now (a team never drops below three skaters; a further
    /// penalty waits, A12).
    pub(super) fn serving(&self, team: Team) -> impl Iterator<Item = &Penalty> {
        self.penalties
            .iter()
            .filter(move |p| p.team == team)
            .take(2)
    }

    pub fn modifiers(&self, team: Team) -> Modifiers {
        let other = team.other();
        let (mine, theirs) = (self.skaters(team), self.skaters(other));
        let mut m = Modifiers {
            control: 0,
            pct: 0,
            save: 0,
        };
        match mine - theirs {
            0 if mine < 5 => {
                m = Modifiers {
                    control: 5,
                    pct: 5,
                    save: -5,
                }
            }
            1 => m.pct += 20,
            2 => {
                m.control += 40;
                m.pct += 40;
            }
            -1 => m.save -= 20,
            -2 => m.save -= 40,
            _ => {}
        }
        if self.pulled[team] {
            m.control += 15;
            m.pct += 15;
        }
        if self.pulled[other] {
            m.save -= 15;
        }
        m
    }

    fn control_rating(&self, team: Team) -> u8 {
        cap(i16::from(self.charts[team].control) + self.modifiers(team).control)
    }

    fn pct(&self, team: Team, shooter: u8, bonus: i16) -> u8 {
        let base = self.charts[team].skaters[usize::from(shooter)]
            .pct
            .unwrap_or(1);
        cap(i16::from(base) + self.modifiers(team).pct + bonus)
    }

    fn save(&self, team: Team, goalie: u8, bonus: i16) -> u8 {
        let base = self.charts[team].goalies[usize::from(goalie)].save;
        (i16::from(base) + self.modifiers(team).save + bonus).clamp(5, 100) as u8
    }

    fn is_available(&self, team: Team, player: u8) -> bool {
        !self
            .out
            .iter()
            .any(|o| o.team == team && o.player == player)
            && !self
                .penalties
                .iter()
                .any(|p| p.team == team && p.player == player)
    }

    /// A 1-100 number: from the number deck, or under the literal clock from the period's cards
    /// while any are left (then from the number deck, A3).
    fn number(&mut self) -> u8 {
        if self.options.clock == ClockReading::EveryDraw
            && let Some(n) = self.period_deck.draw()
        {
            return n;
        }
        let n = self
            .numbers
            .draw_or_reshuffle(&mut self.rng)
            .expect("the number deck always holds 100 cards");
        self.numbers.discard(n);
        n
    }

    /// A skater from one of a team's columns (R24, R31, A10, A19): a number past the last range,
    /// or naming someone unavailable or `excluded`, is drawn again. Returns the player and the
    /// first number drawn for him.
    fn pick(
        &mut self,
        team: Team,
        column: fn(&super::chart::SkaterRow) -> Option<u8>,
        excluded: &[u8],
    ) -> Option<(u8, u8)> {
        let tops: Vec<Option<u8>> = self.charts[team].skaters.iter().map(column).collect();
        for _ in 0..40 {
            let Some((row, n)) = self.draw_row(&tops) else {
                continue;
            };
            let player = row as u8;
            if self.is_available(team, player) && !excluded.contains(&player) {
                return Some((player, n));
            }
        }
        None
    }

    fn pick_goalie(&mut self, team: Team) -> u8 {
        let tops: Vec<Option<u8>> = self.charts[team].goalies.iter().map(|g| g.faced).collect();
        let out = self.goalies_sitting_out(team);
        (0..40)
            .find_map(|_| {
                self.draw_row(&tops)
                    .filter(|&(row, _)| !out.contains(&(row as u8)))
            })
            .map_or(self.in_net[team], |(row, _)| row as u8)
    }

    /// `team`'s goalies sitting the game out.
    fn goalies_sitting_out(&self, team: Team) -> Vec<u8> {
        let out = self.goalies_out.iter().filter(|(t, _)| *t == team);
        out.map(|&(_, g)| g).collect()
    }

    /// Whether `team`'s skater (`goalie` false) or goalie `player` sits the game out.
    pub fn sits_out(&self, team: Team, goalie: bool, player: u8) -> bool {
        if goalie {
            self.goalies_out.contains(&(team, player))
        } else {
            self.out
                .iter()
                .any(|o| o.team == team && o.player == player && o.until == Until::SatOut)
        }
    }

    /// `Action::SitOut`: before the opening face-off the player is out for the game, a skater
    /// as one hurt for it (no column picks him), a goalie left out of the FACED draws, the
    /// other goalie starting if he was to start.
    fn sit_out(&mut self, out: crate::games::sim::SitOut) -> Result<Event, SitOutError> {
        let (team, goalie, player) = (out.team, out.goalie, out.player);
        if self.period > 0 || self.pending != Pending::StartPeriod {
            return Err(SitOutError::Started);
        }
        let chart = &self.charts[team];
        let roster = if goalie {
            chart.goalies.len()
        } else {
            chart.skaters.len()
        };
        if usize::from(player) >= roster {
            return Err(SitOutError::NoSuchPlayer);
        }
        if self.sits_out(team, goalie, player) {
            return Err(SitOutError::Already);
        }
        let able = |i: usize, is_goalie: bool| {
            let i = i as u8;
            !(self.sits_out(team, is_goalie, i) || (is_goalie == goalie && i == player))
        };
        let skaters = chart.skaters.iter().enumerate();
        Left {
            goalies: (0..chart.goalies.len()).filter(|&i| able(i, true)).count(),
            skaters: (0..chart.skaters.len()).filter(|&i| able(i, false)).count(),
            shooters: skaters
                .filter(|&(i, s)| s.pct.is_some() && able(i, false))
                .count(),
        }
        .check()?;
        if goalie {
            self.goalies_out.push((team, player));
            if self.in_net[team] == player {
                let out = self.goalies_sitting_out(team);
                self.in_net[team] = starter(&self.charts[team], &out);
            }
        } else {
            self.out.push(Out {
                team,
                player,
                until: Until::SatOut,
            });
        }
        Ok(Event::SatOut {
            team,
            goalie,
            player,
        })
    }

    /// One draw against a cumulative column: the row it lands on (a shared number split by a
    /// second draw, R31) and the number, or `None` past the last range.
    fn draw_row(&mut self, tops: &[Option<u8>]) -> Option<(usize, u8)> {
        let n = self.number();
        let rows = rows_at(tops, n);
        match rows.len() {
            0 => None,
            1 => Some((rows[0], n)),
            k => Some((rows[shared_band(k, self.number())], n)),
        }
    }

    // ----- the flow -----

    fn start_period(&mut self, events: &mut Vec<Event>) {
        self.period += 1;
        let draws = if self.is_overtime() {
            OVERTIME_DRAWS
        } else {
            PERIOD_DRAWS
        };
        let mut cards = deck::numbers();
        self.rng.shuffle(&mut cards);
        cards.truncate(usize::from(draws));
        self.period_deck = Deck::new(cards);
        self.injury_checked = false;
        if self.period == 1 && self.options.fixed_starter {
            // The fixed starter: one FACED draw a team at puck drop (A18, issue 40).
            for team in Team::BOTH {
                self.in_net[team] = self.pick_goalie(team);
            }
        }
        if self.is_overtime() {
            // The goalie returns at overtime (A31).
            for team in Team::BOTH {
                if self.pulled[team] {
                    self.pulled[team] = false;
                    events.push(Event::GoalieBack(team));
                }
            }
        }
        events.push(Event::PeriodStarts {
            period: self.period,
            draws,
        });
        self.box_score.line(self.period, Team::Home);
        self.pending = Pending::Play;
        self.face_off(Team::Home, Zone::Middle, events);
    }

    /// A face-off at `zone` as `team` sees it (R15-R17, A6): each team's draw at or below its
    /// control rating is good, the good draw nearest its rating wins, two bad draws go to the
    /// smaller overshoot, ties to the home team. The winner has the puck there.
    fn face_off(&mut self, team: Team, zone: Zone, events: &mut Vec<Event>) {
        let spot = match team {
            Team::Home => zone,
            Team::Away => zone.flipped(),
        };
        let draws = ByTeam::new(self.number(), self.number());
        let targets = ByTeam::from_fn(|t| self.control_rating(t));
        let winner = face_off_winner(draws, targets);
        self.puck = winner;
        self.spot = spot;
        events.push(Event::FaceOff {
            draws,
            targets,
            winner,
            zone: self.zone_of(winner),
        });
        self.empty_net_chance(winner, events);
    }

    /// R60 from version 2: the team facing six attackers that gets the puck other than by a
    /// control draw (a face-off, a clear, nobody able to shoot) may shoot at the empty net.
    /// (A control draw offers it itself, in every version.)
    fn empty_net_chance(&mut self, team: Team, events: &mut Vec<Event>) {
        if self.book() && self.pulled[team.other()] && self.outcome.is_none() {
            self.offer_shot(team, true, events);
        }
    }

    fn step(&mut self, events: &mut Vec<Event>) {
        self.tick_out();
        let Some(card) = self.period_deck.draw() else {
            self.end_period(events);
            return;
        };
        let team = self.puck;
        let zone = self.zone_of(team);
        let entry = deck::entry(card, zone);
        events.push(Event::ActionCard {
            card,
            team,
            zone,
            entry,
        });
        match entry {
            Entry::PassForward => self.pass(team, zone.forward(), events),
            Entry::PassWithin => {}
            Entry::PassBack => self.pass(team, zone.back(), events),
            Entry::Control => self.control(events),
            Entry::FaceOff => self.face_off(team, zone, events),
            Entry::Penalty => self.penalty_check(events),
            Entry::Shot => self.shot(team, events),
        }
        self.after_play(events);
    }

    fn pass(&mut self, team: Team, to: Zone, events: &mut Vec<Event>) {
        if to != self.zone_of(team) {
            self.set_zone(team, to);
            events.push(Event::Pass { team, to });
        }
    }

    /// Ends the period once its cards are gone, unless a decision is open (A3).
    fn after_play(&mut self, events: &mut Vec<Event>) {
        if self.pending == Pending::Play && self.period_deck.is_empty() && self.outcome.is_none() {
            self.end_period(events);
        }
    }

    /// Misconducts and injuries that last a number of action draws.
    fn tick_out(&mut self) {
        self.out.retain_mut(|o| match &mut o.until {
            Until::Draws(n) if *n <= 1 => false,
            Until::Draws(n) => {
                *n -= 1;
                true
            }
            _ => true,
        });
    }

    fn control(&mut self, events: &mut Vec<Event>) {
        let holder = self.puck;
        let mut draws = ByTeam::new(0, 0);
        // The first number goes to the team with the puck (R11).
        draws[holder] = self.number();
        draws[holder.other()] = self.number();
        let totals = ByTeam::from_fn(|t| u16::from(self.control_rating(t)) + u16::from(draws[t]));
        // A tie leaves the puck where it is (A5).
        let winner = if totals[holder.other()] > totals[holder] {
            holder.other()
        } else {
            holder
        };
        self.puck = winner;
        let zone = self.zone_of(winner);
        let mut offer = false;
        match zone {
            Zone::Defending | Zone::Middle => self.set_zone(winner, zone.forward()),
            // Keeping the puck in the attacking zone allows a shot (R13, A4).
            Zone::Attacking => offer = winner == holder,
        }
        events.push(Event::Control {
            draws,
            totals,
            winner,
            zone: self.zone_of(winner),
        });
        self.count_control_attempt(events);
        if (draws.home == 100 || draws.away == 100) && !self.injury_checked {
            self.injury_checked = true;
            self.injury(events);
        }
        if self.pulled[winner.other()] && winner != holder {
            self.offer_shot(winner, true, events);
        } else if offer {
            self.offer_shot(winner, self.pulled[winner.other()], events);
        }
    }

    /// Every control draw counts toward every penalty being served (A11).
    fn count_control_attempt(&mut self, events: &mut Vec<Event>) {
        let serving: Vec<(Team, u8)> = Team::BOTH
            .into_iter()
            .flat_map(|t| {
                self.serving(t)
                    .map(|p| (p.team, p.player))
                    .collect::<Vec<_>>()
            })
            .collect();
        let mut over = Vec::new();
        for p in self.penalties.iter_mut() {
            if !serving.contains(&(p.team, p.player)) {
                continue;
            }
            p.attempts += 1;
            if p.kind.control_attempts().is_some_and(|n| p.attempts >= n) {
                over.push((p.team, p.player));
            }
        }
        for (team, player) in over {
            self.end_penalty(team, player, events);
        }
    }

    fn end_penalty(&mut self, team: Team, player: u8, events: &mut Vec<Event>) {
        if let Some(i) = self
            .penalties
            .iter()
            .position(|p| p.team == team && p.player == player)
        {
            self.penalties.remove(i);
            events.push(Event::PenaltyOver { team, player });
        }
    }

    /// R18-R23 with A7 (the team with the puck's first number, the other team's second).
    fn penalty_check(&mut self, events: &mut Vec<Event>) {
        let holder = self.puck;
        let draw = self.number();
        let on = if draw <= self.charts[holder].pen_offense {
            Some(holder)
        } else if draw >= self.charts[holder.other()].pen_defense {
            Some(holder.other())
        } else {
            None
        };
        events.push(Event::PenaltyCheck { draw, on });
        match on {
            Some(team) => self.penalty(team, events),
            None => match self.zone_of(holder) {
                Zone::Attacking => self.offer_shot(holder, self.pulled[holder.other()], events),
                zone => self.pass(holder, zone.forward(), events),
            },
        }
    }

    fn penalty(&mut self, team: Team, events: &mut Vec<Event>) {
        let draw = self.number();
        let (kind, name) = charts::penalty(draw);
        let Some((player, _)) = self.pick(team, |s| s.pen, &[]) else {
            return;
        };
        // A28: a minor that stops a team in its attacking zone is now and then a penalty shot
        // instead (1-2 on a further number: about one game in twenty, as in the NHL).
        let attacker = team.other();
        if kind == PenaltyKind::Minor
            && self.puck == attacker
            && self.zone_of(attacker) == Zone::Attacking
            && self.number() <= PENALTY_SHOT_TOP
        {
            self.penalty_shot(attacker, player, name, events);
            return;
        }
        let minutes = kind.minutes();
        self.players[team].skaters[usize::from(player)].penalty_minutes += minutes;
        let line = self.box_score.line(self.period, team);
        line.penalties += 1;
        line.penalty_minutes += minutes;
        self.notes.penalties.push(crate::games::sim::PenaltyNote {
            period: self.period,
            elapsed: None,
            team,
            player,
            goalie: false,
            minutes,
            infraction: Some(name),
        });
        // A misconduct gives no power play: the player just sits out (A10).
        if kind == PenaltyKind::Misconduct {
            self.out.push(Out {
                team,
                player,
                until: Until::Draws(MISCONDUCT_DRAWS),
            });
        } else {
            self.box_score.line(self.period, team.other()).power_plays += 1;
            self.penalties.push(Penalty {
                team,
                player,
                kind,
                attempts: 0,
            });
        }
        events.push(Event::Penalty {
            team,
            player,
            kind,
            name,
            draw,
        });
        // The restart is a face-off in the penalised team's zone (A8).
        self.face_off(team, Zone::Defending, events);
    }

    /// A penalty shot for `team` (R40, A28): the shooter from the SHOT column, resolved as a
    /// shootout attempt (parity, then PCT +25 or SAVE% -25) against the goalie last in net, even
    /// if he was pulled (he takes the shot; his team stays at six attackers after it, reading
    /// A28); no penalty minutes, no assists; from version 3 a miss wide is no shot on goal; a
    /// face-off at centre follows unless it wins in overtime.
    fn penalty_shot(
        &mut self,
        team: Team,
        by: u8,
        infraction: &'static str,
        events: &mut Vec<Event>,
    ) {
        let defending = team.other();
        let Some((shooter, _)) = self.pick(team, |s| s.shot, &[]) else {
            self.face_off(Team::Home, Zone::Middle, events);
            return;
        };
        let goalie = self.in_net[defending];
        let (path, target, draw, goal) = self.spot_attempt(team, shooter, goalie);
        if !self.penalty_shot_wide(path, draw, goal) {
            self.credit_shot(team, shooter, Some(goalie), goal);
        }
        events.push(Event::PenaltyShot {
            team,
            by,
            infraction,
            shooter,
            goalie,
            path,
            draw,
            target,
            goal,
        });
        if goal {
            self.goal(team, shooter, GoalKind::PenaltyShot, events);
        } else {
            self.face_off(Team::Home, Zone::Middle, events);
        }
    }

    /// A shot on goal in the box scores: the shooter's and his team's, and, if a goalie was in
    /// net, his and his team's saves.
    fn credit_shot(&mut self, team: Team, shooter: u8, goalie: Option<u8>, goal: bool) {
        self.players[team].skaters[usize::from(shooter)].shots += 1;
        self.box_score.line(self.period, team).shots_on_goal += 1;
        if let Some(g) = goalie {
            let line = &mut self.players[team.other()].goalies[usize::from(g)];
            line.shots_against += 1;
            if goal {
                line.goals_against += 1;
            } else {
                line.saves += 1;
                self.box_score.line(self.period, team.other()).saves += 1;
            }
        }
    }

    /// One attempt from the shootout's spot (R40, R49, A27), for the shootout and penalty
    /// shots: a parity number, then the shooter's PCT +25 (even) or the goalie's SAVE% -25
    /// (odd); from version 2 exactly that, without the strength's modifiers (version 1 added
    /// them). Returns the path, the target and the draw, and whether it scored.
    fn spot_attempt(&mut self, team: Team, shooter: u8, goalie: u8) -> (ShotPath, u8, u8, bool) {
        if self.number().is_multiple_of(2) {
            let target = if self.book() {
                self.spot_pct(team, shooter)
            } else {
                self.pct(team, shooter, 25)
            };
            let draw = self.number();
            (ShotPath::Shooter, target, draw, draw <= target)
        } else {
            let target = if self.book() {
                self.spot_save(team.other(), goalie)
            } else {
                self.save(team.other(), goalie, -25)
            };
            let draw = self.number();
            (ShotPath::Goalie, target, draw, draw > target)
        }
    }

    /// A shooter's PCT for a penalty shot or a shootout attempt (R40, R49): his own +25, no
    /// strength modifiers, within the ceiling (A14).
    pub fn spot_pct(&self, team: Team, shooter: u8) -> u8 {
        let base = self.charts[team].skaters[usize::from(shooter)]
            .pct
            .unwrap_or(1);
        cap(i16::from(base) + 25)
    }

    /// A goalie's SAVE% against a penalty shot or a shootout attempt: his own -25 (at least 5).
    pub fn spot_save(&self, team: Team, goalie: u8) -> u8 {
        let base = self.charts[team].goalies[usize::from(goalie)].save;
        (i16::from(base) - 25).clamp(5, 100) as u8
    }

    fn offer_shot(&mut self, team: Team, empty_net: bool, events: &mut Vec<Event>) {
        self.pending = Pending::ShotOffer { team, empty_net };
        events.push(Event::ShotOffered { team });
    }

    /// A shot by `team` (R24-R29, R41).
    fn shot(&mut self, team: Team, events: &mut Vec<Event>) {
        let defending = team.other();
        let Some((shooter, number)) = self.pick(team, |s| s.shot, &[]) else {
            // Nobody able to shoot: the defence clears.
            self.puck = defending;
            self.set_zone(defending, Zone::Defending);
            self.empty_net_chance(defending, events);
            return;
        };
        let (path, goalie, draw, target, goal) = if self.pulled[defending] {
            let draw = self.number();
            (ShotPath::EmptyNet, None, draw, 90, draw <= 90)
        } else if number.is_multiple_of(2) {
            let target = self.pct(team, shooter, 0);
            let draw = self.number();
            let goalie = self.in_net[defending];
            (
                ShotPath::Shooter,
                Some(goalie),
                draw,
                target,
                draw <= target,
            )
        } else {
            let goalie = if self.options.fixed_starter {
                self.in_net[defending]
            } else {
                self.pick_goalie(defending)
            };
            self.in_net[defending] = goalie;
            let target = self.save(defending, goalie, 0);
            let draw = self.number();
            (ShotPath::Goalie, Some(goalie), draw, target, draw > target)
        };
        // From version 2 a miss at the empty net is wide, no shot on goal.
        if goal || path != ShotPath::EmptyNet || !self.book() {
            self.credit_shot(team, shooter, goalie, goal);
        }
        events.push(Event::Shot {
            team,
            shooter,
            number,
            goalie,
            path,
            draw,
            target,
            goal,
        });
        if goal {
            self.goal(team, shooter, GoalKind::InPlay, events);
            return;
        }
        if path == ShotPath::EmptyNet {
            // A miss at the empty net: the other team has the puck in its zone (A32).
            self.puck = defending;
            self.set_zone(defending, Zone::Defending);
            return;
        }
        let draw = self.number();
        // The shorthanded chart for a power-play shot (A15).
        let outcome = if self.skaters(team) > self.skaters(defending) {
            charts::after_save_shorthanded(draw)
        } else {
            charts::after_save_even(draw)
        };
        events.push(Event::AfterSave {
            team: defending,
            draw,
            outcome,
        });
        match outcome {
            AfterSave::Rebound => self.shot(team, events),
            AfterSave::Covered => self.face_off(team, Zone::Attacking, events),
            AfterSave::Cleared => {
                self.puck = defending;
                self.set_zone(defending, Zone::Defending);
                self.empty_net_chance(defending, events);
            }
            AfterSave::Scramble => self.control(events),
        }
    }

    fn goal(&mut self, team: Team, scorer: u8, kind: GoalKind, events: &mut Vec<Event>) {
        let defending = team.other();
        let power_play = kind == GoalKind::InPlay && self.skaters(team) > self.skaters(defending);
        self.players[team].skaters[usize::from(scorer)].goals += 1;
        let line = self.box_score.line(self.period, team);
        line.goals += 1;
        if power_play {
            line.power_play_goals += 1;
        }
        let count = match kind {
            GoalKind::InPlay => charts::assists(self.number()),
            GoalKind::PenaltyShot => 0,
        };
        let mut assists = Vec::new();
        for _ in 0..count {
            let mut excluded = assists.clone();
            excluded.push(scorer);
            if let Some((helper, _)) = self.pick(team, |s| s.asst, &excluded) {
                self.players[team].skaters[usize::from(helper)].assists += 1;
                assists.push(helper);
            }
        }
        self.notes.goals.push(crate::games::sim::GoalNote {
            period: self.period,
            elapsed: None,
            team,
            scorer,
            assists: assists.clone(),
            power_play,
            short_handed: kind == GoalKind::InPlay && self.skaters(team) < self.skaters(defending),
            empty_net: self.pulled[defending],
            on_ice: None,
        });
        events.push(Event::Goal {
            team,
            scorer,
            assists,
            power_play,
            score: self.score(),
        });
        // A power-play goal ends the oldest minor (R43, A12).
        let oldest_minor = self
            .serving(defending)
            .find(|p| p.kind == PenaltyKind::Minor)
            .map(|p| p.player);
        if power_play && let Some(player) = oldest_minor {
            self.end_penalty(defending, player, events);
        }
        for t in Team::BOTH {
            if self.pulled[t] {
                self.pulled[t] = false;
                events.push(Event::GoalieBack(t));
            }
        }
        if self.is_overtime() {
            self.finish(DecidedIn::Overtime, events);
            return;
        }
        self.pending = Pending::Play;
        self.face_off(Team::Home, Zone::Middle, events);
    }

    /// The injury check (R53-R56, A29, A30): severity, then the team by parity, then the player
    /// from the HIT column.
    fn injury(&mut self, events: &mut Vec<Event>) {
        let draw = self.number();
        let length = charts::injury(draw);
        if length == InjuryLength::None {
            events.push(Event::NoInjury { draw });
            return;
        }
        let team = if self.number().is_multiple_of(2) {
            Team::Home
        } else {
            Team::Away
        };
        let Some((player, _)) = self.pick(team, |s| s.hit, &[]) else {
            return;
        };
        let until = match length {
            InjuryLength::RestOfPeriod => Until::EndOfPeriod,
            _ => Until::EndOfGame,
        };
        self.out.push(Out {
            team,
            player,
            until,
        });
        events.push(Event::Injury {
            team,
            player,
            draw,
            length,
        });
    }

    fn end_period(&mut self, events: &mut Vec<Event>) {
        events.push(Event::PeriodEnds {
            period: self.period,
        });
        let mut back = Vec::new();
        self.out.retain(|o| {
            let stays = o.until != Until::EndOfPeriod;
            if !stays {
                back.push((o.team, o.player));
            }
            stays
        });
        for (team, player) in back {
            events.push(Event::PlayerBack { team, player });
        }
        let score = self.score();
        if self.period < REGULATION_PERIODS
            || (self.period == REGULATION_PERIODS && score.home == score.away)
        {
            self.pending = Pending::StartPeriod;
        } else if score.home != score.away {
            let decided = if self.is_overtime() {
                DecidedIn::Overtime
            } else {
                DecidedIn::Regulation
            };
            self.finish(decided, events);
        } else if self.options.tournament {
            self.shootout = Some(Shootout::default());
            self.pending = Pending::ChooseShooters;
        } else {
            self.finish(DecidedIn::Overtime, events);
        }
    }

    fn finish(&mut self, decided_in: DecidedIn, events: &mut Vec<Event>) {
        let outcome = Outcome::from_score(self.box_score.final_score(), decided_in);
        self.outcome = Some(outcome.clone());
        self.pending = Pending::Over;
        events.push(Event::GameOver(outcome));
    }

    // ----- decisions -----

    /// Whether `team` may pull its goalie now (R57, A31): trailing, with 8 or fewer action
    /// cards left in the third. Version 1 also capped the deficit at the computer's setting
    /// (`pull_when_behind_by`) for every coach; from version 2 that setting binds only the
    /// computer manager ([`OpenIce::manager_pulls`]).
    pub fn may_pull_goalie(&self, team: Team) -> bool {
        let behind = self.behind_by(team);
        self.outcome.is_none()
            && self.period == REGULATION_PERIODS
            && matches!(self.pending, Pending::Play | Pending::ShotOffer { .. })
            && !self.pulled[team]
            && self.period_deck.len() <= usize::from(PULL_GOALIE_DRAWS)
            && behind >= 1
            && (self.book() || behind <= i32::from(self.options.pull_when_behind_by.max(1)))
    }

    fn behind_by(&self, team: Team) -> i32 {
        let score = self.score();
        i32::from(score[team.other()]) - i32::from(score[team])
    }

    /// Whether the computer manager pulls `team`'s goalie now: whenever it may, no more than
    /// `pull_when_behind_by` goals behind (the new-game page's setting for the computer).
    pub fn manager_pulls(&self, team: Team) -> bool {
        self.may_pull_goalie(team)
            && self.behind_by(team) <= i32::from(self.options.pull_when_behind_by.max(1))
    }

    /// Skaters who shoot, best PCT first.
    pub fn shooters_by_pct(&self, team: Team) -> Vec<u8> {
        let mut shooters: Vec<u8> = (0..self.charts[team].skaters.len() as u8)
            .filter(|&i| self.charts[team].skaters[usize::from(i)].pct.is_some())
            .filter(|&i| self.is_available(team, i))
            .collect();
        shooters.sort_by_key(|&i| std::cmp::Reverse(self.charts[team].skaters[usize::from(i)].pct));
        shooters
    }

    fn name_shooters(&mut self, team: Team, players: Vec<u8>, events: &mut Vec<Event>) {
        events.push(Event::ShootersNamed {
            team,
            players: players.clone(),
        });
        let shootout = self.shootout.get_or_insert_with(Shootout::default);
        shootout.shooters[team] = Some(players);
        if shootout.shooters.home.is_some() && shootout.shooters.away.is_some() {
            self.pending = Pending::ShootoutAttempt;
            self.box_score.shootout = Some(ByTeam::new(0, 0));
        }
    }

    fn draw_shooters(&mut self, team: Team) -> Vec<u8> {
        let mut chosen = Vec::new();
        while chosen.len() < 3 {
            match self.pick(team, |s| s.shot, &chosen) {
                Some((p, _)) => chosen.push(p),
                None => break,
            }
        }
        for p in self.shooters_by_pct(team) {
            if chosen.len() == 3 {
                break;
            }
            if !chosen.contains(&p) {
                chosen.push(p);
            }
        }
        chosen
    }

    /// One shootout attempt (R48-R51, A27): home first, alternating; three each, then sudden
    /// death rounds; over once one side cannot catch up.
    fn shootout_attempt(&mut self, events: &mut Vec<Event>) {
        let Some(shootout) = &self.shootout else {
            return;
        };
        let n = shootout.attempts.len();
        let team = if n % 2 == 0 { Team::Home } else { Team::Away };
        let taken = n / 2;
        let named = shootout.shooters[team].clone().unwrap_or_default();
        let shooter = match named.get(taken) {
            Some(&p) => p,
            None => {
                // Sudden death: the rest of the shooters by PCT, in turn.
                let rest: Vec<u8> = self
                    .shooters_by_pct(team)
                    .into_iter()
                    .filter(|p| !named.contains(p))
                    .collect();
                let pool = if rest.is_empty() { named.clone() } else { rest };
                pool[(taken - named.len()) % pool.len()]
            }
        };
        let goalie = self.in_net[team.other()];
        let (path, _, draw, goal) = self.spot_attempt(team, shooter, goalie);
        let wide = spot_miss_is_wide(path, draw, goal);
        events.push(Event::ShootoutAttempt {
            team,
            shooter,
            path,
            draw,
            goal,
            wide,
        });
        self.notes.shootout.push(crate::games::sim::ShootoutNote {
            team,
            shooter,
            goalie,
            goal,
        });
        let shootout = self.shootout.as_mut().expect("checked above");
        shootout.attempts.push((team, goal));
        let goals = ByTeam::from_fn(|t| {
            shootout
                .attempts
                .iter()
                .filter(|(at, g)| *at == t && *g)
                .count() as u16
        });
        let shots =
            ByTeam::from_fn(|t| shootout.attempts.iter().filter(|(at, _)| *at == t).count());
        let decided = if shots.home <= 3 && shots.away <= 3 {
            let left = ByTeam::from_fn(|t| 3usize.saturating_sub(shots[t]) as u16);
            goals.home > goals.away + left.away || goals.away > goals.home + left.home
        } else {
            shots.home == shots.away && goals.home != goals.away
        };
        if decided {
            let winner = if goals.home > goals.away {
                Team::Home
            } else {
                Team::Away
            };
            self.box_score.shootout = Some(ByTeam::from_fn(|t| u16::from(t == winner)));
            self.finish(DecidedIn::Shootout, events);
        }
    }

    /// The computer manager's decision for a team nobody coaches, if one is open (A21, A31,
    /// R48): shoot unless ahead late in the third (from version 2 it always shoots at an empty
    /// net, R60; from version 3 at one emptied after the offer too); pull the goalie when allowed and no more than the setting behind; the three
    /// best shooters for a shootout.
    pub fn manager_choice(&self, team: Team) -> Option<Action> {
        match self.pending {
            Pending::ShotOffer { team: t, empty_net } if t == team => {
                let score = self.score();
                let ahead_late = self.period == REGULATION_PERIODS
                    && score[team] > score[team.other()]
                    && self.period_deck.len() <= usize::from(PULL_GOALIE_DRAWS);
                Some(Action::Shoot {
                    team,
                    shoot: !ahead_late || (empty_net && self.book()),
                })
            }
            Pending::ChooseShooters
                if self
                    .shootout
                    .as_ref()
                    .is_some_and(|s| s.shooters[team].is_none()) =>
            {
                Some(Action::Shooters {
                    team,
                    players: self.shooters_by_pct(team).into_iter().take(3).collect(),
                })
            }
            _ if self.manager_pulls(team) => Some(Action::PullGoalie(team)),
            _ => None,
        }
    }
}

/// The built-in league's rates, worked out once.
pub fn builtin_rates() -> &'static LeagueRates {
    static RATES: OnceLock<LeagueRates> = OnceLock::new();
    RATES.get_or_init(|| LeagueRates::of(&builtin_league().teams))
}

/// A miss from the shootout's spot on the shooter's own path may be wide; the goalie's path is a
/// save (R51).
fn spot_miss_is_wide(path: ShotPath, draw: u8, goal: bool) -> bool {
    path == ShotPath::Shooter && !goal && charts::shootout_miss_is_wide(draw)
}

fn cap(value: i16) -> u8 {
    value.clamp(1, CEILING) as u8
}

/// The goalie with the widest FACED range starts (A18), of those not in `out` (sitting out).
pub(super) fn starter(chart: &TeamChart, out: &[u8]) -> u8 {
    let mut previous = 0;
    let first = (0..chart.goalies.len() as u8).find(|g| !out.contains(g));
    let mut best = (first.unwrap_or(0), 0);
    for (i, g) in chart.goalies.iter().enumerate() {
        if let Some(top) = g.faced {
            let width = top.saturating_sub(previous);
            if width > best.1 && !out.contains(&(i as u8)) {
                best = (i as u8, width);
            }
            previous = top;
        }
    }
    best.0
}

/// R15-R17: the good draw (at or below its target) nearest its target; else the smaller
/// overshoot; ties to the home team.
pub fn face_off_winner(draws: ByTeam<u8>, targets: ByTeam<u8>) -> Team {
    // A good draw scores its shortfall; a bad one 100 plus its overshoot, so good beats bad.
    let miss = |t: Team| {
        let (d, target) = (i16::from(draws[t]), i16::from(targets[t]));
        if d <= target {
            target - d
        } else {
            100 + d - target
        }
    };
    if miss(Team::Away) < miss(Team::Home) {
        Team::Away
    } else {
        Team::Home
    }
}

impl Game for OpenIce {
    const ID: GameId = GameId::OpenIce;
    /// 2: the book's rules where version 1 strayed ([`BOOK_VERSION`]); 3: a shot offer's
    /// empty net read as it is when answered, wide penalty shots ([`FRESH_OFFER_VERSION`]); 4:
    /// charts built with the per-player corrections (`chart::CORRECTED_VERSION`, no rule
    /// changes).
    const RULES_VERSION: u16 = 4;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = OpenIce;
    type Error = RuleError;

    fn new(options: Options, seed: u64) -> Self {
        OpenIce::with_rules_version(options, seed, Self::RULES_VERSION)
    }

    fn check_options(options: &Options) -> Result<(), String> {
        crate::games::team_check::check_picks(&options.teams, crate::league::Needs::SIM)
    }

    fn with_rules_version(mut options: Options, seed: u64, rules_version: u16) -> Self {
        options.teams =
            crate::games::team_check::playable_picks(options.teams, crate::league::Needs::SIM);
        let charts = options
            .teams
            .map(|_, pick| TeamChart::build_for(pick.team(), builtin_rates(), rules_version));
        OpenIce::with_charts_under(options, charts, seed, rules_version)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal_actions(&self, seat: Team) -> Vec<Action> {
        let mut legal = Vec::new();
        match self.pending {
            Pending::Over => return legal,
            Pending::StartPeriod | Pending::Play | Pending::ShootoutAttempt => {
                legal.push(Action::Next)
            }
            Pending::ShotOffer { team, .. } if team == seat => {
                legal.push(Action::Shoot { team, shoot: true });
                legal.push(Action::Shoot { team, shoot: false });
            }
            Pending::ShotOffer { .. } => {}
            Pending::ChooseShooters => {
                if self
                    .shootout
                    .as_ref()
                    .is_some_and(|s| s.shooters[seat].is_none())
                {
                    legal.push(Action::Shooters {
                        team: seat,
                        players: self.shooters_by_pct(seat).into_iter().take(3).collect(),
                    });
                    legal.push(Action::DrawShooters(seat));
                }
            }
        }
        if self.may_pull_goalie(seat) {
            legal.push(Action::PullGoalie(seat));
        }
        if self.pulled[seat] && self.outcome.is_none() {
            legal.push(Action::ReturnGoalie(seat));
        }
        legal
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let mut events = Vec::new();
        match action {
            Action::Next => match self.pending {
                Pending::StartPeriod => self.start_period(&mut events),
                Pending::Play => self.step(&mut events),
                Pending::ShootoutAttempt => self.shootout_attempt(&mut events),
                _ => return Err(RuleError::NotYourDecision),
            },
            &Action::Shoot { team, shoot } => {
                let Pending::ShotOffer { team: offered, .. } = self.pending else {
                    return Err(RuleError::NotYourDecision);
                };
                if offered != team {
                    return Err(RuleError::NotYourDecision);
                }
                self.pending = Pending::Play;
                if shoot {
                    self.shot(team, &mut events);
                } else {
                    events.push(Event::ShotHeld { team });
                }
                self.after_play(&mut events);
            }
            &Action::PullGoalie(team) => {
                if !self.may_pull_goalie(team) {
                    return Err(RuleError::CannotPullGoalie);
                }
                self.pulled[team] = true;
                self.refresh_offer();
                events.push(Event::GoaliePulled(team));
            }
            &Action::ReturnGoalie(team) => {
                if !self.pulled[team] {
                    return Err(RuleError::NotYourDecision);
                }
                self.pulled[team] = false;
                self.refresh_offer();
                events.push(Event::GoalieBack(team));
            }
            Action::Shooters { team, players } => {
                let open = self.pending == Pending::ChooseShooters
                    && self
                        .shootout
                        .as_ref()
                        .is_some_and(|s| s.shooters[*team].is_none());
                if !open {
                    return Err(RuleError::NotYourDecision);
                }
                let able = self.shooters_by_pct(*team);
                let distinct = players
                    .iter()
                    .enumerate()
                    .all(|(i, p)| !players[..i].contains(p));
                if players.len() != 3.min(able.len())
                    || !distinct
                    || !players.iter().all(|p| able.contains(p))
                {
                    return Err(RuleError::BadShooters);
                }
                self.name_shooters(*team, players.clone(), &mut events);
            }
            &Action::DrawShooters(team) => {
                let open = self.pending == Pending::ChooseShooters
                    && self
                        .shootout
                        .as_ref()
                        .is_some_and(|s| s.shooters[team].is_none());
                if !open {
                    return Err(RuleError::NotYourDecision);
                }
                let players = self.draw_shooters(team);
                self.name_shooters(team, players, &mut events);
            }
            Action::SitOut(out) => events.push(self.sit_out(*out)?),
        }
        Ok(events)
    }

    fn view(&self, _viewer: Viewer) -> OpenIce {
        // Nothing is hidden in a solitaire sim but the order of the decks, which no view draws.
        self.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn describe(&self, event: &Event) -> String {
        super::describe::describe(self, event)
    }
}

/// Rigging for rule tests: exact numbers and cards, the puck where a test needs it.
#[cfg(test)]
impl OpenIce {
    /// The next 1-100 numbers, in draw order (the rest of the number deck follows).
    pub(super) fn rig_numbers(&mut self, draws: &[u8]) {
        let mut pile: Vec<u8> = self.numbers.draw_pile().to_vec();
        pile.extend(draws.iter().rev());
        self.numbers.replace_draw_pile(pile);
    }

    /// The period's remaining action cards, in draw order.
    pub(super) fn rig_cards(&mut self, cards: &[u8]) {
        self.period_deck
            .replace_draw_pile(cards.iter().rev().copied().collect());
    }

    pub(super) fn put_puck(&mut self, team: Team, zone: Zone) {
        self.puck = team;
        self.set_zone(team, zone);
        self.pending = Pending::Play;
    }

    pub(super) fn add_minor(&mut self, team: Team, player: u8) {
        self.add_penalty(team, player, PenaltyKind::Minor);
    }

    pub(super) fn add_penalty(&mut self, team: Team, player: u8, kind: PenaltyKind) {
        self.penalties.push(Penalty {
            team,
            player,
            kind,
            attempts: 0,
        });
    }

    pub(super) fn serving_count(&self, team: Team) -> usize {
        self.serving(team).count()
    }
}
