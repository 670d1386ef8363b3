using System;
using System.Data.Common;
using System.Threading.Tasks;
using MassTransit;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Caching.Memory;
using Microsoft.Extensions.Logging;

// A local cache in front of the inbox (the Persian article's HybridCache); the inbox claim decides
public class OrderCreatedConsumer : IConsumer<OrderCreated>
{
    // One per process: a restart starts it empty
    private static readonly MemoryCache Seen = new MemoryCache(new MemoryCacheOptions { SizeLimit = /*@capacity*/1000 });
    private static readonly MemoryCacheEntryOptions Ttl = new MemoryCacheEntryOptions
    {
        AbsoluteExpirationRelativeToNow = TimeSpan.FromMilliseconds(/*@ttlMs*/60000),
        Size = 1
    };

    private readonly AppDbContext _db;
    private readonly ILogger<OrderCreatedConsumer> _logger;
    // @if send-email
    private readonly IEmailSender _email;

    public OrderCreatedConsumer(AppDbContext db, ILogger<OrderCreatedConsumer> logger, IEmailSender email)
    {
        _email = email;
    // @else

    public OrderCreatedConsumer(AppDbContext db, ILogger<OrderCreatedConsumer> logger)
    {
    // @endif
        _db = db;
        _logger = logger;
    }

    // @step receive handle
    public async Task Consume(ConsumeContext<OrderCreated> context)
    // @end
    {
        // @step crash-before-handle
        // (crash point) before the handler: the broker still holds the message
        // @end
        var messageId = context.MessageId.ToString();
        // 1. Is the id in the cache?
        // @step cache-check
        object seen;
        bool known = Seen.TryGetValue(messageId, out seen);
        // @end
        if (known)
        {
            // @step cache-hit
            _logger.LogInformation("Duplicate {MessageId} skipped", messageId);
            // @end
            // @step ack-duplicate
            await context.ConsumeCompleted();
            return;
            // @end
        }
        try
        {
            // @step begin
            using (var transaction = await _db.Database.BeginTransactionAsync())
            // @end
            {
                // @step inbox-claim
                // 2. Claim the message: a second claim of the same id inserts nothing
                int claimed = await _db.Database.ExecuteSqlInterpolatedAsync($@"INSERT INTO inbox(message_id, consumer, consumed_at)
                    VALUES({messageId}, {nameof(OrderCreatedConsumer)}, {DateTime.UtcNow}) ON CONFLICT DO NOTHING");
                // @end
                if (claimed == 0)
                {
                    // @step claim-conflict
                    // Already claimed: a duplicate
                    await transaction.RollbackAsync();
                    // @end
                    // @step ack-duplicate
                    await context.ConsumeCompleted();
                    // @end
                    // @if after-commit
                    // @step crash-after-ack
                    // (crash point) acked, the id not yet in the cache
                    // @end
                    // @step cache-set
                    Seen.Set(messageId, true, Ttl);
                    // @end
                    // @endif
                    return;
                }
                // @step work
                // 3. The handler's own work, inside the claim's transaction
                var order = await OrderLogic.PrepareAsync(context.Message);
                // @end
                // @if before-commit
                // @step cache-set
                // The id goes to the cache before the commit
                Seen.Set(messageId, true, Ttl);
                // @end
                // @endif
                // @if send-email
                // @insert send-email
                // @else
                // @insert write-effect
                // @endif
                // @step crash-after-side-effect
                // (crash point) written, not committed: the rollback undoes it
                // @end
                // @step commit
                // 4. The claim and the effect commit together
                await transaction.CommitAsync();
                // @end
            }
        }
        // @step store-failed
        catch (DbException)
        {
            // The database is down: no ack, no skip; the retry policy runs it again
            throw;
        }
        // @end
        // @step crash-after-commit
        // (crash point) committed, not acked: the broker delivers it again
        // @end
        // @step ack
        // The ack: the broker forgets the message
        await context.ConsumeCompleted();
        // @end
        // @if after-commit
        // @step crash-after-ack
        // (crash point) acked, the id not yet in the cache
        // @end
        // @step cache-set
        // 5. Remember the id, with its time to live
        Seen.Set(messageId, true, Ttl);
        // @end
        // @endif
    }
}
