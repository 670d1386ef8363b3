using System;
using System.Data.Common;
using System.Threading.Tasks;
using MassTransit;
using Microsoft.EntityFrameworkCore;

// No deduplication: the handler runs on every delivery
public class OrderCreatedConsumer : IConsumer<OrderCreated>
{
    // @if send-email
    private readonly IEmailSender _email;

    public OrderCreatedConsumer(IEmailSender email)
    {
        _email = email;
    }
    // @else
    private readonly AppDbContext _db;

    public OrderCreatedConsumer(AppDbContext db)
    {
        _db = db;
    }
    // @endif

    // @step receive handle
    public async Task Consume(ConsumeContext<OrderCreated> context)
    // @end
    {
        // @step crash-before-handle
        // (crash point) before the handler: the broker still holds the message
        // @end
        // @if insert-order|upsert-order
        var messageId = context.MessageId.ToString();
        // @endif
        // @step work
        // The handler's own work
        var order = await OrderLogic.PrepareAsync(context.Message);
        // @end
        // @if send-email
        // @insert send-email
        // @step crash-after-side-effect
        // (crash point) the email is sent, the message is not acked
        // @end
        // @else
        try
        {
            // @step begin
            using (var transaction = await _db.Database.BeginTransactionAsync())
            // @end
            {
                // @insert write-effect
                // @step crash-after-side-effect
                // (crash point) written, not committed: the rollback undoes it
                // @end
                // @step commit
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
        // @endif
        // @step crash-after-commit
        // (crash point) committed, not acked: the broker delivers it again
        // @end
        // @step ack
        // The ack: the broker forgets the message
        await context.ConsumeCompleted();
        // @end
    }
}
