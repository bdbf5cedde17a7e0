/**
 * @generated SignedSource<<b80a43750cf4002fb52d244eb6711946>>
 * @relayHash 994d7726aa6923e87223e72b65a3994d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 994d7726aa6923e87223e72b65a3994d

import { PreloadableConcreteRequest } from 'relay-runtime';
import { CheckInPageQuery } from './CheckInPageQuery.graphql';

const node: PreloadableConcreteRequest<CheckInPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "994d7726aa6923e87223e72b65a3994d",
    "metadata": {},
    "name": "CheckInPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
