"""Live updates: who listens to which table, and the Server-Sent Events stream they read.

A change to a table publishes ``("version", N)`` (or ``("rematch", CODE)``) on the table's
channel; the events carry no view data. A phone's stream passes the version on, and the phone
fetches its own view; or, for a table page (``?views=1``), that phone's view is rendered and
sent instead (``referee.service.viewstream``): by the stream itself (``sse_stream``), or, under
``referee.serve.server``, by the greenlet that delivers the version (``pushed_stream``,
``referee.live.fanout``; docs/architecture.md, "Live updates").

``Broker`` fans out within one process. ``RedisBroker`` also publishes to the Redis channel
``<prefix>:table:<CODE>`` and runs one subscriber thread (a greenlet under gevent) per process
that hands other processes' events to its local listeners, so several server processes on one
database share live updates. Its publications go out from one sender thread per process: the
events announced while it sends wait and go together in the next pipeline (one round trip for
them all), so a busy process does not pay a round trip per move. Redis pub/sub keeps nothing
for a subscriber that is away: when the subscription comes back after a failure, every table
with listeners here is sent its current version read from the database (``catch_up``), so no
phone stays behind on an event published meanwhile.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import queue
import threading
import uuid
from collections import deque
from collections.abc import Callable, Iterator

import redis

from referee.live.fanout import Pushed, push_views
from referee.live.keepalive import KEEPALIVE, Keepalives
from referee.live.outlet import Outlet

log = logging.getLogger(__name__)

Event = tuple[str, str]
QUEUE_SIZE = 32
REDIS_CONNECTIONS = 64
#: At most this many events go out in one Redis pipeline.
PUBLISH_BATCH = 512
#: Events waiting for the sender, at most (while Redis is slow or away); beyond it the oldest
#: are dropped: they only say "version N", and phones catch up on the next one.
OUTBOX_SIZE = 10_000
#: Seconds a Redis command may take before it fails (the sender then logs and goes on).
REDIS_TIMEOUT = 5


class Subscription:
    """One listener's queue of events of one table."""

    def __init__(self, code: str) -> None:
        self.code = code
        self._queue: queue.Queue[Event] = queue.Queue(maxsize=QUEUE_SIZE)
        #: Set once its versions' views are written by the fan-out (``Broker.push``).
        self.pushed: Pushed | None = None

    def put(self, event: Event) -> None:
        """Queue ``event``; a listener too slow to keep up keeps only the newest events."""
        while True:
            try:
                self._queue.put_nowait(event)
                return
            except queue.Full:
                with contextlib.suppress(queue.Empty):
                    self._queue.get_nowait()

    def get(self, timeout: float | None = None) -> Event | None:
        """The next event, or None after ``timeout`` seconds without one (None: wait for one;
        a stream's silence is the ``Keepalives`` sweeper's to time)."""
        try:
            return self._queue.get(timeout=timeout)
        except queue.Empty:
            return None


class Broker:
    """In-process fan-out of table events to the listeners of this process; ``keepalives``
    times their streams' silence (a keepalive after ``keepalive_seconds``)."""

    def __init__(self, keepalive_seconds: float = 15.0) -> None:
        self._lock = threading.Lock()
        self._listeners: dict[str, set[Subscription]] = {}
        self.keepalives = Keepalives(keepalive_seconds)

    def subscribe(self, code: str) -> Subscription:
        """A new listener of table ``code``; call ``unsubscribe`` when the stream ends."""
        subscription = Subscription(code)
        with self._lock:
            self._listeners.setdefault(code, set()).add(subscription)
        return subscription

    def unsubscribe(self, subscription: Subscription) -> None:
        """Forget ``subscription``."""
        with self._lock:
            listeners = self._listeners.get(subscription.code)
            if listeners is not None:
                listeners.discard(subscription)
                if not listeners:
                    del self._listeners[subscription.code]

    def listeners(self, code: str) -> int:
        """How many listeners table ``code`` has in this process."""
        with self._lock:
            return len(self._listeners.get(code, ()))

    def push(self, subscription: Subscription, pushed: Pushed) -> None:
        """From now on, write the views of the versions of ``subscription``'s table to
        ``pushed`` as they are delivered (``referee.live.fanout``), instead of queueing them."""
        subscription.pushed = pushed

    def deliver(self, code: str, event: str, data: str) -> None:
        """Hand an event to this process's listeners of ``code``. A version's views are
        written to the table's pushed streams here, before anything else of the caller's (a
        move's answer) goes out (``referee.live.fanout.push_views``)."""
        with self._lock:
            listeners = tuple(self._listeners.get(code, ()))
        pushed: list[Pushed] = []
        for subscription in listeners:
            if subscription.pushed is None or event != "version":
                subscription.put((event, data))
            else:
                pushed.append(subscription.pushed)
        version = _version_of(data) if pushed else None
        if version is not None:
            push_views(code, version, pushed)

    def publish(self, code: str, event: str, data: str) -> None:
        """Announce an event of table ``code`` to every listener."""
        self.deliver(code, event, data)

    def close(self) -> None:
        """Stop background work (the keepalive sweeper)."""
        self.keepalives.close()


class RedisBroker(Broker):
    """Fan-out across processes through Redis pub/sub, plus immediate local delivery."""

    def __init__(self, url: str, prefix: str = "tapete", keepalive_seconds: float = 15.0) -> None:
        super().__init__(keepalive_seconds)
        self._origin = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        # A blocking pool: hundreds of requests publishing at once wait for a connection
        # instead of failing with "Too many connections" (the default pool's answer).
        pool = redis.BlockingConnectionPool.from_url(
            url, max_connections=REDIS_CONNECTIONS, timeout=5,
            socket_connect_timeout=REDIS_TIMEOUT, socket_timeout=REDIS_TIMEOUT,
            health_check_interval=30, client_name=f"{prefix}-{self._origin}")
        self._redis = redis.Redis(connection_pool=pool)
        self._pattern = f"{prefix}:table:*"
        self._channel = f"{prefix}:table:"
        #: The current version of a table (None if there is none), read when the subscription
        #: comes back after a failure; set by the table service.
        self.catch_up: Callable[[str], int | None] | None = None
        self._stopping = threading.Event()
        self._outbox: deque[tuple[str, str]] = deque(maxlen=OUTBOX_SIZE)
        self._dropped = 0
        self._pending = threading.Event()
        self._thread = threading.Thread(target=self._listen, name="tapete-redis", daemon=True)
        self._thread.start()
        self._sender = threading.Thread(target=self._send, name="tapete-redis-send",
                                        daemon=True)
        self._sender.start()

    def publish(self, code: str, event: str, data: str) -> None:
        """Deliver locally at once, and queue the event for the other processes (sent through
        Redis by the sender thread, in the order published).

        A Redis failure is logged and does not undo the change: the other processes' phones
        catch up on their next event, reconnect or poll.
        """
        self.deliver(code, event, data)
        if len(self._outbox) == OUTBOX_SIZE:
            self._dropped += 1  # the append below drops the oldest
        self._outbox.append((self._channel + code,
                             json.dumps({"o": self._origin, "e": event, "d": data})))
        self._pending.set()

    def _send(self) -> None:
        """Publish the queued events, all that are waiting in one pipeline, until closed and
        nothing is left to send. A failure is logged and the sender goes on with the next
        events."""
        while True:
            self._pending.wait()
            self._pending.clear()
            if not self._outbox:
                if self._stopping.is_set():
                    return
                continue
            batch = [self._outbox.popleft()
                     for _ in range(min(PUBLISH_BATCH, len(self._outbox)))]
            try:
                with self._redis.pipeline(transaction=False) as pipe:
                    for channel, message in batch:
                        pipe.publish(channel, message)
                    pipe.execute()
            except redis.RedisError as exc:
                log.warning("%d live updates not sent through Redis: %s", len(batch), exc)
            except Exception:  # a bug must not stop every later live update
                log.exception("%d live updates not sent through Redis", len(batch))
            if self._dropped:
                log.warning("%d live updates dropped while Redis was slow", self._dropped)
                self._dropped = 0
            self._pending.set()  # send what came meanwhile, or see that nothing did

    def ping(self) -> None:
        """Check that Redis answers; raises redis.RedisError if not."""
        self._redis.ping()

    def _listen(self) -> None:
        delay, lost = 0.5, False
        while not self._stopping.is_set():
            pubsub = self._redis.pubsub(ignore_subscribe_messages=True)
            try:
                pubsub.psubscribe(self._pattern)
                delay = 0.5
                if lost:
                    self._catch_up()
                    lost = False
                while not self._stopping.is_set():
                    message = pubsub.get_message(timeout=1.0)
                    if message is not None:
                        self._receive(message)
            except redis.RedisError as exc:
                lost = True
                log.warning("Redis subscription lost (%s); retrying in %.1f s", exc, delay)
                self._stopping.wait(delay)
                delay = min(delay * 2, 10.0)
            finally:
                pubsub.close()

    def _catch_up(self) -> None:
        """Send each table with listeners here its current version (events published while
        the subscription was away are gone)."""
        if self.catch_up is None:
            return
        with self._lock:
            codes = list(self._listeners)
        for code in codes:
            try:
                version = self.catch_up(code)
            except Exception:  # a database hiccup: the phones catch up on the next event
                log.exception("catching up table %s after the Redis subscription came back",
                              code)
                continue
            if version is not None:
                self.deliver(code, "version", str(version))

    def _receive(self, message: dict[str, object]) -> None:
        channel = message.get("channel")
        data = message.get("data")
        if not isinstance(channel, bytes) or not isinstance(data, bytes):
            return
        try:
            payload = json.loads(data)
            event, value, origin = payload["e"], payload["d"], payload["o"]
        except (ValueError, KeyError, TypeError):
            log.warning("ignored a malformed message on %s", channel.decode(errors="replace"))
            return
        if origin != self._origin:
            self.deliver(channel.decode()[len(self._channel):], str(event), str(value))

    def close(self) -> None:
        """Send what is queued, stop the subscriber and the sender, close the connection
        pool."""
        self._stopping.set()
        self._pending.set()
        self._sender.join(timeout=3)
        self._thread.join(timeout=3)
        self._redis.close()
        super().close()


def _version_of(data: str) -> int | None:
    return int(data) if data.isascii() and data.isdigit() else None


def sse_stream(broker: Broker, subscription: Subscription, version: int,
               moved: Callable[[str], str | None] | None = None,
               render: Callable[[int], bytes | None] | None = None) -> Iterator[bytes]:
    """The bytes of an SSE stream: the current ``version`` first, then each event as it comes,
    and a ``: keepalive`` comment when the broker's ``keepalives`` find it silent. Unsubscribes
    when the client goes away (the server closes the generator).

    Versions only go up: an event not newer than the last version sent is dropped (it was
    queued before the stream read the table, or two quick changes were published in the other
    order by two threads or processes), so a client may take the last event as the table's
    version.

    With ``render``, each version goes out as a ``view`` event instead, its data
    ``render(version)`` (the stream's own caller's view at that version or newer, one line of
    JSON); when ``render`` gives None (the caller lost its place) the stream ends.

    A ``moved`` event (a seat's public id, or the moderation, went to another phone;
    ``referee.service.phones``) is not passed on as it is: ``moved(what)`` names the event to send
    when this stream's own token lost that role, and the stream then sends it and ends.
    """

    def announce(at: int) -> bytes | None:
        if render is None:
            return f"event: version\ndata: {at}\n\n".encode()
        view = render(at)
        return None if view is None else b"event: view\ndata: " + view + b"\n\n"

    keepalives = broker.keepalives
    try:
        first = announce(version)
        if first is None:
            return
        yield b"retry: 3000\n" + first
        keepalives.watch(subscription)
        newest = version
        while True:
            event = subscription.get()
            if event == KEEPALIVE:
                yield b": keepalive\n\n"
                continue
            if event is None:
                continue
            if event[0] == "version":
                announced = _version_of(event[1])
                if announced is None or announced <= newest:
                    continue
                newest = announced
                chunk = announce(announced)
                if chunk is None:
                    return
                yield chunk
            elif event[0] == "moved":
                ended = moved(event[1]) if moved is not None else None
                if ended is not None:
                    yield f"event: {ended}\ndata: {newest}\n\n".encode()
                    return
                continue
            else:
                yield f"event: {event[0]}\ndata: {event[1]}\n\n".encode()
            keepalives.wrote(subscription)
    finally:
        keepalives.forget(subscription)
        broker.unsubscribe(subscription)


#: What wakes a pushed stream's greenlet to write its backlog (no published event is unnamed).
WAKE: Event = ("", "")


def pushed_stream(broker: Broker, subscription: Subscription, version: int,
                  moved: Callable[[str], str | None] | None,
                  render: Callable[[int], bytes | None], outlet: Outlet) -> Iterator[bytes]:
    """``sse_stream`` with ``render`` (a stream of views), whose versions' views are written
    through ``outlet``, once the first view has gone out, by the greenlet that delivers each
    version (``referee.live.fanout``); the same bytes reach the phone. The stream's own greenlet
    writes the rest (keepalives, other events, what could not be written at once)."""
    try:
        first = render(version)
        if first is None:
            return
        yield b"retry: 3000\nevent: view\ndata: " + first + b"\n\n"
        keepalives = broker.keepalives
        pushed = Pushed(outlet, render, version, lambda: subscription.put(WAKE),
                        lambda: keepalives.wrote(subscription))
        keepalives.watch(subscription)
        broker.push(subscription, pushed)
        while not pushed.ended:
            event = subscription.get()
            if event == KEEPALIVE:  # silent since the sweeper last looked
                pushed.write(b": keepalive\n\n")
            elif event is None:
                continue
            elif event[0] == "version":  # queued before the fan-out took the stream over
                announced = _version_of(event[1])
                if announced is not None:
                    pushed.announce(announced)
                    pushed.catch_up()
            elif event[0] == "moved":
                ended = moved(event[1]) if moved is not None else None
                if ended is not None:
                    pushed.write(f"event: {ended}\ndata: {pushed.newest}\n\n".encode())
                    pushed.flush()
                    return
            elif event != WAKE:
                pushed.catch_up()  # the views of the versions before it go first
                pushed.write(f"event: {event[0]}\ndata: {event[1]}\n\n".encode())
            pushed.flush()
    except OSError:  # the phone went away while its backlog was written
        return
    finally:
        broker.keepalives.forget(subscription)
        broker.unsubscribe(subscription)
