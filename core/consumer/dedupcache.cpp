#include "dedupcache.h"

namespace idem {

DedupCache::DedupCache(SimTime ttl, int capacity) : m_ttl(ttl), m_capacity(qMax(1, capacity)) {}

bool DedupCache::contains(quint32 key, SimTime now, CacheMissReason *reason)
{
    auto it = m_entries.find(key);
    if (it != m_entries.end()) {
        if (m_ttl <= 0 || it->expires > now) {
            m_lru.splice(m_lru.begin(), m_lru, it->lru);
            return true;
        }
        const SimTime expiredAt = it->expires;
        m_lru.erase(it->lru);
        m_entries.erase(it);
        gone(key, CacheMissReason::Expired, expiredAt);
    }
    const auto left = m_gone.constFind(key);
    *reason = left == m_gone.cend() ? CacheMissReason::Never : left->reason;
    return false;
}

void DedupCache::insert(quint32 key, SimTime now)
{
    const SimTime expires = m_ttl > 0 ? now + m_ttl : kNever;
    auto it = m_entries.find(key);
    if (it != m_entries.end()) {
        it->expires = expires;
        m_lru.splice(m_lru.begin(), m_lru, it->lru);
        return;
    }
    m_lru.push_front(key);
    m_entries.insert(key, Entry{expires, m_lru.begin()});
    m_gone.remove(key);
    while (int(m_entries.size()) > m_capacity) {
        const quint32 victim = m_lru.back();
        forget(victim, CacheMissReason::Evicted, now);
    }
}

void DedupCache::forget(quint32 key, CacheMissReason why, SimTime at)
{
    auto it = m_entries.find(key);
    if (it == m_entries.end())
        return;
    m_lru.erase(it->lru);
    m_entries.erase(it);
    gone(key, why, at);
}

void DedupCache::gone(quint32 key, CacheMissReason why, SimTime at)
{
    m_gone.insert(key, Gone{why, at});
    if (m_observer)
        m_observer(m_observerContext, key, why, at);
}

void DedupCache::clear(CacheMissReason why, SimTime now)
{
    for (auto it = m_entries.cbegin(); it != m_entries.cend(); ++it) {
        // Already-expired entries keep the truer reason.
        if (m_ttl > 0 && it->expires <= now)
            gone(it.key(), CacheMissReason::Expired, it->expires);
        else
            gone(it.key(), why, now);
    }
    m_entries.clear();
    m_lru.clear();
}

} // namespace idem
