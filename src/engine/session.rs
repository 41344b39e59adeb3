//! A game in play: the state, its record, and the event log. Replaying the record from the
//! seed gives the identical state, which is how saves and links are loaded.

use super::game::Game;
use super::record::{GameRecord, RecordError};
use serde::Serialize;

/// One log line's source: the event and the number of actions applied when it happened, so a
/// replay view can jump to the position right after it.
#[derive(Debug, Clone, Serialize)]
#[serde(bound = "")]
pub struct Logged<G: Game> {
    pub after_actions: usize,
    pub event: G::Event,
}

#[derive(Debug, Clone)]
pub struct Session<G: Game> {
    pub state: G,
    pub record: GameRecord<G>,
    pub log: Vec<Logged<G>>,
}

impl<G: Game> Session<G> {
    /// A new game under the newest rules.
    pub fn new(options: G::Options, seed: u64) -> Self {
        Session::with_rules_version(options, seed, G::RULES_VERSION)
    }

    /// The game a share link of this one opens: its record encoded, decoded and replayed.
    #[cfg(test)]
    pub fn through_a_link(&self) -> Session<G> {
        let record = GameRecord::<G>::decode(&self.record.encode()).expect("the link decodes");
        Session::replay(&record, None).expect("the link replays")
    }

    /// The game as it stood before any action: what the computer's choices were before any
    /// coach's (its line-up, its units).
    pub fn opening(&self) -> G {
        let r = &self.record;
        r.deal
            .as_ref()
            .and_then(|deal| G::with_deal(r.options.clone(), r.seed, r.rules_version, deal).ok())
            .unwrap_or_else(|| G::with_rules_version(r.options.clone(), r.seed, r.rules_version))
    }

    /// A new game under the rules of `rules_version`, which its record keeps.
    pub fn with_rules_version(options: G::Options, seed: u64, rules_version: u16) -> Self {
        let state = if rules_version == G::RULES_VERSION {
            G::new(options.clone(), seed)
        } else {
            G::with_rules_version(options.clone(), seed, rules_version)
        };
        Session::starting(state, options, seed, rules_version)
    }

    fn starting(state: G, options: G::Options, seed: u64, rules_version: u16) -> Self {
        let log = state
            .initial_events()
            .into_iter()
            .map(|event| Logged {
                after_actions: 0,
                event,
            })
            .collect();
        let mut record = GameRecord::new(options, seed);
        record.rules_version = rules_version;
        Session { state, record, log }
    }

    pub fn apply(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Error> {
        let events = self.state.apply(&action)?;
        self.record.actions.push(action);
        let after_actions = self.record.actions.len();
        self.log.extend(events.iter().cloned().map(|event| Logged {
            after_actions,
            event,
        }));
        Ok(events)
    }

    /// Replays the first `upto` actions of a record (all of them if `None`), under the rules
    /// version the record was played under; the session goes on under those rules.
    pub fn replay(record: &GameRecord<G>, upto: Option<usize>) -> Result<Self, RecordError> {
        let (options, seed, version) = (record.options.clone(), record.seed, record.rules_version);
        let mut session = match &record.deal {
            None => Session::<G>::with_rules_version(options, seed, version),
            Some(deal) => {
                let state = G::with_deal(options.clone(), seed, version, deal)
                    .map_err(RecordError::Unplayable)?;
                let mut session = Session::starting(state, options, seed, version);
                session.record.deal = Some(deal.clone());
                session
            }
        };
        let count = upto
            .unwrap_or(record.actions.len())
            .min(record.actions.len());
        for action in &record.actions[..count] {
            session
                .apply(action.clone())
                .map_err(|e| RecordError::IllegalAction(e.to_string()))?;
        }
        Ok(session)
    }

    pub fn describe_log(&self) -> Vec<(usize, String)> {
        self.log
            .iter()
            .map(|l| (l.after_actions, self.state.describe(&l.event)))
            .collect()
    }
}
